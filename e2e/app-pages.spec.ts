import { expect, test } from '@playwright/test';
import { messages } from '../shared/messages';
import { PROFILE_IMAGE_MAX_BYTES } from '../shared/profile';
import { formatRut } from '../shared/rut';
import { readMe, signInAsDemo, signInAsNewClient, tinyPng } from './app-helpers';
import { mailsTo } from './support';

/** The pages of the signed-in area: Registro Social de Hogares, Seguros, Soporte and Mi Perfil. */

test.describe('Registro Social de Hogares', () => {
  test('explains the RSH, its tramos and how to join, with the official links, and never asks for the ClaveÚnica', async ({ page }) => {
    await signInAsDemo(page, 'client');
    await page.goto('/registrosocialhogares');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registro Social de Hogares');
    for (const heading of ['¿Qué es el Registro Social de Hogares?', 'Los tramos', 'Cómo ingresar o actualizar tu registro', 'ClaveÚnica', 'Tu situación']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Los tramos' }).getByRole('listitem')).toHaveCount(7);
    await expect(page.getByRole('link', { name: /Ir a registrosocial\.gob\.cl/ })).toHaveAttribute('href', 'https://www.registrosocial.gob.cl/');
    await expect(page.getByRole('link', { name: /Ir a ChileAtiende/ })).toHaveAttribute('href', 'https://www.chileatiende.gob.cl/');
    await expect(page.getByRole('link', { name: /claveunica\.gob\.cl/ }).first()).toHaveAttribute('href', 'https://claveunica.gob.cl/');
    await expect(page.getByText('Nunca te pediremos tu ClaveÚnica ni tu contraseña.', { exact: false })).toBeVisible();
    await expect(page.locator('input[type="password"]')).toHaveCount(0);
  });

  test('records whether the user is in the RSH, their tramo and whether they have ClaveÚnica', async ({ page, request }) => {
    await signInAsNewClient(page, request, 'rsh');
    await page.goto('/registrosocialhogares');
    const inRsh = page.getByRole('radiogroup', { name: '¿Estás en el Registro Social de Hogares?' });
    const claveUnica = page.getByRole('radiogroup', { name: '¿Tienes ClaveÚnica?' });
    // Not answered yet: saving says what is missing and changes nothing.
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Cuéntanos si estás en el Registro Social de Hogares.')).toBeVisible();
    expect(await readMe(page, request)).toMatchObject({ socialHomeRegister: false });

    await inRsh.getByText('Sí', { exact: true }).click();
    await page.getByLabel('Tu tramo').selectOption({ label: 'Tramo 50 (41–50 %)' });
    await claveUnica.getByText('Sí', { exact: true }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Guardamos tus datos.' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Los tramos' }).getByText('Tu tramo', { exact: true })).toBeVisible();
    expect(await readMe(page, request)).toMatchObject({ socialHomeRegister: true, uniqueChileanPasswordConnection: true, household: { inRsh: true, rshTramo: 2 } });

    await page.reload();
    await expect(inRsh.getByRole('radio', { name: 'Sí' })).toBeChecked();
    await expect(page.getByLabel('Tu tramo')).toHaveValue('2');
    await expect(claveUnica.getByRole('radio', { name: 'Sí' })).toBeChecked();

    // Without ClaveÚnica: where to get one.
    await claveUnica.getByText('No', { exact: true }).click();
    await expect(page.getByRole('region', { name: 'Tu situación' }).getByRole('link', { name: /Obtén tu ClaveÚnica en claveunica\.gob\.cl/ })).toHaveAttribute('href', 'https://claveunica.gob.cl/');
    await inRsh.getByText('No', { exact: true }).click();
    await expect(page.getByLabel('Tu tramo')).toHaveCount(0);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Guardamos tus datos.' })).toBeVisible();
    expect(await readMe(page, request)).toMatchObject({ socialHomeRegister: false, uniqueChileanPasswordConnection: false, household: { inRsh: false } });
  });
});

test.describe('Seguros', () => {
  test('explains the insurance that matters with the official sites', async ({ page }) => {
    await signInAsDemo(page, 'client');
    await page.goto('/seguros');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seguros');
    for (const [title, href] of [
      ['Seguro de Cesantía (AFC)', 'https://www.afc.cl/'],
      ['Seguros ligados a beneficios del Estado', 'https://www.chileatiende.gob.cl/'],
      ['Accidentes del trabajo y enfermedades profesionales (Ley 16.744)', 'https://www.suseso.cl/'],
      ['Salud: Fonasa y GES', 'https://www.fonasa.cl/'],
    ] as const) {
      const topic = page.getByRole('article', { name: title });
      await expect(topic).toBeVisible();
      await expect(topic.getByRole('link', { name: /Más información/ })).toHaveAttribute('href', href);
    }
  });

  test('"Quiero que me contacten" checks the answers, keeps them on an error, and confirms', async ({ page, request }) => {
    await signInAsNewClient(page, request, 'seguro');
    await page.goto('/seguros');
    const form = page.getByRole('form', { name: 'Quiero que me contacten' });
    await form.getByRole('button', { name: 'Quiero que me contacten' }).click();
    await expect(form.getByText('Elige un tipo de seguro.')).toBeVisible();

    await form.getByLabel('Tipo de seguro').selectOption({ label: 'Seguro de Cesantía' });
    await form.getByLabel('Teléfono (opcional)').fill('12');
    await form.getByLabel('Mensaje (opcional)').fill('Me despidieron la semana pasada.');
    await form.getByRole('button', { name: 'Quiero que me contacten' }).click();
    await expect(form.getByText('Ingresa un teléfono válido, por ejemplo +56 9 1234 5678.')).toBeVisible();

    // A failure of the server keeps everything typed.
    await page.route('**/api/seguros/contact-requests', (route) => route.fulfill({ status: 503, json: { error: { code: 'service-unavailable', message: 'El servicio no está disponible en este momento.' } } }), { times: 1 });
    await form.getByLabel('Teléfono (opcional)').fill('+56 9 1234 5678');
    await form.getByRole('button', { name: 'Quiero que me contacten' }).click();
    await expect(form.getByRole('alert')).toHaveText('El servicio no está disponible en este momento.');
    await expect(form.getByLabel('Mensaje (opcional)')).toHaveValue('Me despidieron la semana pasada.');
    await expect(form.getByLabel('Teléfono (opcional)')).toHaveValue('+56 9 1234 5678');

    await form.getByRole('button', { name: 'Quiero que me contacten' }).click();
    await expect(form.getByRole('status')).toContainText('¡Listo! Recibimos tu solicitud sobre Seguro de Cesantía.');
    await expect(form.getByLabel('Mensaje (opcional)')).toHaveValue('');
  });
});

test.describe('Soporte', () => {
  test('a ticket round trip: checked, sent, mailed, and listed with its state', async ({ page, request }) => {
    const account = await signInAsNewClient(page, request, 'soporte');
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Soporte');
    const mine = page.getByRole('region', { name: 'Mis solicitudes' });
    await expect(mine).toContainText('Aún no has enviado solicitudes de soporte.');

    const form = page.getByRole('form', { name: 'Nueva solicitud' });
    await form.getByLabel('Asunto').fill('No');
    await form.getByLabel('Mensaje').fill('Corto');
    await form.getByRole('button', { name: 'Enviar' }).click();
    await expect(form.getByText('El asunto debe tener al menos 3 caracteres.')).toBeVisible();
    await expect(form.getByText('El mensaje debe tener al menos 10 caracteres.')).toBeVisible();

    await form.getByLabel('Asunto').fill('No veo mi Bono Invierno');
    await form.getByLabel('Mensaje').fill('Tengo 70 años y este año no me llegó el Bono Invierno. ¿Qué hago?');
    await form.getByRole('button', { name: 'Enviar' }).click();
    const confirmation = form.getByRole('status');
    await expect(confirmation).toContainText('Recibimos tu mensaje. Tu número de ticket es');
    const ticketId = /ticket es (\w+)/.exec((await confirmation.textContent()) ?? '')?.[1] ?? '';
    expect(ticketId).not.toBe('');
    await expect(form.getByLabel('Asunto')).toHaveValue('');

    // The list is refreshed at once.
    const ticket = mine.getByRole('listitem').filter({ hasText: 'No veo mi Bono Invierno' });
    await expect(ticket).toContainText(`Ticket ${ticketId}`);
    await expect(ticket.getByTestId('ticket-status')).toHaveText('Abierto');

    const mails = await mailsTo(account.email, 2);
    expect(mails.map((mail) => mail.subject)).toContainEqual(`Recibimos tu solicitud (ticket ${ticketId})`);

    await page.reload();
    await expect(mine.getByRole('listitem')).toHaveCount(1);
  });

  test('a failed send keeps the text typed', async ({ page, request }) => {
    await signInAsNewClient(page, request, 'soportefalla');
    await page.goto('/support');
    await page.route('**/api/support/tickets', (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback()));
    const form = page.getByRole('form', { name: 'Nueva solicitud' });
    await form.getByLabel('Asunto').fill('Consulta');
    await form.getByLabel('Mensaje').fill('Un mensaje que no quiero perder.');
    await form.getByRole('button', { name: 'Enviar' }).click();
    await expect(form.getByRole('alert')).toHaveText('Error de conexión. Verifica tu internet.');
    await expect(form.getByLabel('Asunto')).toHaveValue('Consulta');
    await expect(form.getByLabel('Mensaje')).toHaveValue('Un mensaje que no quiero perder.');
  });
});

test.describe('Mi Perfil', () => {
  test('shows the account data; an unactivated account can ask for a new activation mail', async ({ page, request }) => {
    const account = await signInAsNewClient(page, request, 'perfil');
    await page.goto('/profile/info');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mi Perfil');
    await expect(page.getByTestId('profile-first-name')).toHaveText('Paula');
    await expect(page.getByTestId('profile-last-name')).toHaveText('Muñoz');
    await expect(page.getByTestId('profile-rut')).toHaveText(formatRut(account.rut));
    await expect(page.getByTestId('profile-rut')).toHaveText(/^\d{1,2}\.\d{3}\.\d{3}-[\dK]$/);
    await expect(page.getByTestId('profile-birth-date')).toHaveText('14-03-1992');
    await expect(page.getByTestId('profile-email')).toHaveText(account.email);
    await expect(page.getByTestId('profile-account-type')).toHaveText('Cliente');
    await expect(page.getByTestId('profile-activated')).toHaveText('No');
    const today = new Intl.DateTimeFormat('es-CL', { timeZone: 'America/Santiago', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());
    await expect(page.getByTestId('profile-created-at')).toHaveText(today);

    const pending = page.getByTestId('activation-pending');
    await expect(pending).toContainText('Tu cuenta aún no está activada');
    await pending.getByRole('button', { name: 'Enviar un nuevo enlace de activación' }).click();
    await expect(pending.getByRole('status')).toBeVisible();
    expect((await mailsTo(account.email, 2)).length).toBeGreaterThanOrEqual(2);
  });

  test('an admin sees Admin, and an activated account no activation notice', async ({ page }) => {
    await signInAsDemo(page, 'admin');
    await page.goto('/profile/info');
    await expect(page.getByTestId('profile-account-type')).toHaveText('Admin');
    await expect(page.getByTestId('profile-activated')).toHaveText('Sí');
    await expect(page.getByTestId('activation-pending')).toHaveCount(0);
  });

  test('edits the first and last name; an empty name is refused and changes nothing', async ({ page, request }) => {
    await signInAsNewClient(page, request, 'nombre');
    await page.goto('/profile/info');
    const form = page.getByRole('form', { name: 'Editar nombre' });
    await form.getByLabel('Nombre').fill('   ');
    await form.getByLabel('Apellido').fill('Muñoz Soto');
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(form.getByText('Este campo es obligatorio.')).toBeVisible();
    await expect(form.getByLabel('Apellido')).toHaveValue('Muñoz Soto');
    expect(await readMe(page, request)).toMatchObject({ firstName: 'Paula', lastName: 'Muñoz' });

    await form.getByLabel('Nombre').fill('Paulina');
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(form.getByRole('status')).toHaveText('Guardamos tu nombre.');
    await expect(page.getByTestId('sidebar').getByTestId('sidebar-user-name')).toHaveText('Paulina Muñoz Soto');
    await expect(page.getByRole('button', { name: 'Menú de usuario: Paulina Muñoz Soto' })).toBeVisible();
    expect(await readMe(page, request)).toMatchObject({ firstName: 'Paulina', lastName: 'Muñoz Soto' });
  });

  test('uploads a profile image, shows it in the sidebar, and removes it', async ({ page, request }) => {
    await signInAsNewClient(page, request, 'foto');
    await page.goto('/profile/info');
    const picker = page.getByTestId('profile-image-input');
    await picker.setInputFiles({ name: 'yo.png', mimeType: 'image/png', buffer: tinyPng });
    await expect(page.getByText('Actualizamos tu foto de perfil.')).toBeVisible();
    const avatar = page.getByRole('img', { name: 'Tu foto de perfil' });
    await expect(avatar).toBeVisible();
    await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);
    await expect(page.getByTestId('sidebar').locator('img')).toHaveAttribute('src', /profile-images/);
    const me = await readMe(page, request);
    expect(me.profileImage).toEqual(expect.stringContaining('profile-images/'));

    await page.reload();
    await expect(page.getByRole('img', { name: 'Tu foto de perfil' })).toBeVisible();

    await page.getByRole('button', { name: 'Quitar foto' }).click();
    await expect(page.getByText('Quitamos tu foto de perfil.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Tu foto de perfil' })).toHaveCount(0);
    await expect(page.getByTestId('sidebar').locator('img')).toHaveCount(0);
    expect((await readMe(page, request)).profileImage).toBeUndefined();
  });

  test('refuses a wrong file type or a file over 2 MB in the browser, and a disguised file on the server', async ({ page, request }) => {
    await signInAsNewClient(page, request, 'fotomala');
    await page.goto('/profile/info');
    const uploadLinks: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/me/profile-image')) uploadLinks.push(sent.url());
    });
    const picker = page.getByTestId('profile-image-input');

    await picker.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
    await expect(page.getByRole('alert')).toHaveText(messages['profile-image/type']);
    await picker.setInputFiles({ name: 'grande.png', mimeType: 'image/png', buffer: Buffer.alloc(PROFILE_IMAGE_MAX_BYTES + 1, 1) });
    await expect(page.getByRole('alert')).toHaveText(messages['profile-image/size']);
    expect(uploadLinks).toEqual([]);

    // Claims to be a PNG, is not: the server looks at the bytes.
    await picker.setInputFiles({ name: 'falsa.png', mimeType: 'image/png', buffer: Buffer.from('esto no es una imagen') });
    await expect(page.getByRole('alert')).toHaveText(messages['profile-image/type']);
    expect((await readMe(page, request)).profileImage).toBeUndefined();
    await expect(page.getByRole('img', { name: 'Tu foto de perfil' })).toHaveCount(0);
  });
});

import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './admin-helpers';
import { openBenefit, signIn, signInAsNewClient } from './app-helpers';
import { e2eStack } from './stack';
import { linkIn, mailsTo, registerViaApi } from './support';

/**
 * The assisted-application request (shared/plans.ts `assisted-application`): a subscriber
 * of the annual plan, paid through the Transbank emulator, asks for help with a likely benefit of the
 * dashboard, gets its own acknowledgement mail, sees it in Soporte; an admin finds it in the inbox by
 * its kind and answers it. A user without the feature is sent to the plans instead. The site is used
 * at `localhost` (SITE_URL), the origin Transbank sends the browser back to.
 */
test.use({ baseURL: e2eStack.baseUrl.replace('127.0.0.1', 'localhost') });
test.describe.configure({ timeout: 120_000 });

const SUF = 'Subsidio Familiar (SUF)';

/** Answers the SUF card's questions as a mother in tramo 40 with two cargas: the SUF becomes likely. */
const makeSufLikely = async (page: Page) => {
  const suf = await openBenefit(page, SUF);
  const question = suf.getByTestId('benefit-question');
  // Social security follows from work and pensions: no work, then no pension, means none.
  await expect(question).toContainText('¿Trabajas con contrato o con boletas de honorarios, y con tus cotizaciones al día?');
  await question.getByRole('button', { name: 'No' }).click();
  await expect(question).toContainText('¿Recibes alguna pensión, sin contar la PGU?');
  await question.getByRole('button', { name: 'No' }).click();
  await expect(question).toContainText('¿Estás en el Registro Social de Hogares?');
  await question.getByRole('button', { name: 'Sí' }).click();
  await question.getByRole('combobox').selectOption({ label: 'Tramo 40 (0–40 %)' });
  await question.getByRole('button', { name: 'Guardar' }).click();
  await question.getByRole('textbox', { name: '¿Cuántas cargas familiares tienes reconocidas?' }).fill('2');
  await question.getByRole('button', { name: 'Guardar' }).click();
  await expect(suf).toHaveAttribute('data-status', 'likely');
  // Now among the likely ones: a card of its own there, opened again.
  return openBenefit(page, SUF);
};

test('a subscriber of the annual plan asks for an assisted application on a likely benefit; an admin finds it by kind and answers it', async ({ page, browser, request }) => {
  // Only an activated account may take a plan: the activation link from the mail first.
  const account = await registerViaApi(request, 'asistida');
  await page.goto(linkIn((await mailsTo(account.email))[0], '/activate/'));
  await expect(page.getByText('¡Cuenta activada con éxito! Redirigiendo...')).toBeVisible();
  await signIn(page, account.email, account.password);
  await makeSufLikely(page);

  // The annual plan, paid with the emulator's approving test card.
  await page.goto('/profile/plan');
  await page.getByRole('button', { name: 'Elegir Plan Anual' }).click();
  await page.getByRole('button', { name: 'Pagar Plan Anual con Transbank' }).click();
  await expect(page.getByRole('heading', { name: 'Inscribe tu tarjeta en Oneclick' })).toBeVisible();
  await page.getByRole('button', { name: 'Inscribir' }).click();
  await expect(page.getByTestId('subscription-status')).toHaveText('Activa');

  // On the dashboard, the likely SUF offers the request.
  await page.goto('/dashboard');
  const suf = await openBenefit(page, SUF);
  await expect(suf).toHaveAttribute('data-status', 'likely');
  await expect(suf.getByTestId('assisted-upsell')).toHaveCount(0);
  await suf.getByRole('button', { name: 'Solicitar postulación asistida' }).click();
  await suf.getByLabel('Mensaje para el equipo (opcional)').fill('No sé qué papeles llevar al municipio.');
  await suf.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(suf.getByTestId('assisted-sent')).toContainText('Recibimos tu solicitud');
  const requestId = /[A-Z0-9]{8}/.exec((await suf.getByTestId('assisted-sent').textContent()) ?? '')?.[0] ?? '';
  expect(requestId).toHaveLength(8);

  // Its own acknowledgement mail, naming the benefit and what happens next.
  const ack = (await mailsTo(account.email, 4)).find((mail) => mail.subject.startsWith('Recibimos tu solicitud de postulación asistida'));
  expect(ack?.subject).toBe(`Recibimos tu solicitud de postulación asistida: ${SUF}`);
  expect(ack?.body.text).toContain('Qué sigue:');
  expect(ack?.body.text).toContain(requestId);

  // In the user's support list, as an assisted request with priority support.
  await page.goto('/support');
  const mine = page.locator(`[data-ticket="${requestId}"]`);
  await expect(mine).toContainText(`Postulación asistida: ${SUF}`);
  await expect(mine).toContainText(`Postulación asistida ${requestId}`);
  await expect(mine).toContainText('Soporte prioritario');
  await expect(mine.getByTestId('ticket-status')).toHaveText('Abierto');

  // The admin filters the inbox by kind, finds it among the first (priority), and answers it.
  const admin = await (await browser.newContext({ baseURL: e2eStack.baseUrl, locale: 'es-CL', timezoneId: 'America/Santiago' })).newPage();
  await signInAsAdmin(admin);
  await admin.goto('/admin/support');
  await admin.getByLabel('Tipo').selectOption('assisted');
  await expect(admin).toHaveURL(/kind=assisted/);
  const rows = admin.getByTestId('support-inbox').getByRole('row');
  const row = rows.filter({ hasText: requestId });
  await expect(row).toContainText(account.email);
  await expect(row).toContainText('Postulación asistida');
  await expect(row).toContainText('Prioritario');
  await row.getByRole('link', { name: `Postulación asistida: ${SUF}` }).click();
  await admin.getByLabel('Respuesta al usuario (se envía por correo)').fill('Hola Paula: lleva tu cédula y los certificados de nacimiento de tus hijos.');
  await admin.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(admin.getByTestId('ticket-status')).toHaveText('En proceso');

  // The user sees the answer in the request's page.
  await page.locator(`[data-ticket="${requestId}"]`).getByRole('link').click();
  await expect(page.getByTestId('ticket-thread').locator('[data-author="equipo"]')).toContainText('lleva tu cédula');
  await expect(page.getByTestId('ticket-status')).toHaveText('En proceso');
  await admin.context().close();
});

test('a user whose plan does not include it is sent to the plans instead', async ({ page, request }) => {
  await signInAsNewClient(page, request, 'sin-asistida');
  const suf = await makeSufLikely(page);
  await expect(suf.getByRole('button', { name: 'Solicitar postulación asistida' })).toHaveCount(0);
  const upsell = suf.getByTestId('assisted-upsell');
  await expect(upsell).toHaveAttribute('href', '/profile/plan');
  await upsell.click();
  await expect(page).toHaveURL(/\/profile\/plan$/);
  await expect(page.getByRole('heading', { name: 'Plan Anual' })).toBeVisible();
});

import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations, signInAsAdmin } from './admin-helpers';
import { signInAsNewClient } from './app-helpers';
import { e2eStack } from './stack';
import { mailsTo } from './support';

/**
 * The support desk: a user opens a ticket; an admin finds it in the inbox, answers it;
 * the user's open ticket page shows the answer and the new status within seconds, without a reload
 * or a focus change (the live push, shared/live.ts `support`), and the closed ticket takes no more replies.
 */
test.describe.configure({ timeout: 120_000 });

const adminBrowser = async (browser: Browser): Promise<Page> => {
  const context = await browser.newContext({ baseURL: e2eStack.baseUrl, locale: 'es-CL', timezoneId: 'America/Santiago' });
  return context.newPage();
};

/** What the pushed change must take at most to show, with no reload and no focus change (the page no longer polls). */
const PUSHED = { timeout: 5_000 };

test('an admin answers a ticket and the user sees the answer and the status without reloading', async ({ page, browser, request }) => {
  const asunto = `Bono Invierno ${Math.random().toString(36).slice(2, 8)}`;
  const account = await signInAsNewClient(page, request, 'soporte-mesa');

  // The user opens a ticket and follows it to its page.
  await page.goto('/support');
  await page.getByLabel('Asunto').fill(asunto);
  await page.getByLabel('Mensaje').fill('No sé si me corresponde el Bono Invierno este año.');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await page.getByRole('link', { name: asunto }).click();
  await expect(page).toHaveURL(/\/support\/tickets\/[A-Z0-9]{8}$/);
  await expect(page.getByTestId('ticket-status')).toHaveText('Abierto');
  await expectNoAxeViolations(page);
  const ticketUrl = page.url();

  // The admin finds it in the inbox, by search and among the open ones, and answers it.
  const admin = await adminBrowser(browser);
  await signInAsAdmin(admin);
  await admin.goto('/admin/users');
  await admin.getByRole('navigation', { name: 'Administración' }).getByRole('link', { name: 'Soporte' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Soporte' })).toBeVisible();
  await admin.getByLabel('Estado').selectOption('abierto');
  await admin.getByLabel('Buscar').fill(asunto);
  const row = admin.getByTestId('support-inbox').getByRole('row').filter({ hasText: asunto });
  await expect(row).toContainText(account.email);
  // The search is debounced: the row may show in the list of open items before the search is asked. The
  // previous answer stays on screen, dimmed, until the search's own arrives: axe must see the final one.
  await expect(admin).toHaveURL(/[?&]q=/);
  await expect(admin.getByTestId('support-inbox')).toHaveAttribute('aria-busy', 'false');
  await expectNoAxeViolations(admin);
  await row.getByRole('link', { name: asunto }).click();
  await admin.getByLabel('Respuesta al usuario (se envía por correo)').fill('Hola: sí te corresponde; se paga en mayo.');
  await admin.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(admin.getByTestId('ticket-thread').locator('[data-author="equipo"]')).toContainText('se paga en mayo');
  await expect(admin.getByTestId('ticket-status')).toHaveText('En proceso');
  await expectNoAxeViolations(admin);

  // The user, on the same page, never reloaded nor left the tab: the answer and the status are pushed within seconds.
  expect(page.url()).toBe(ticketUrl);
  await expect(page.getByTestId('ticket-thread').locator('[data-author="equipo"]')).toContainText('Hola: sí te corresponde; se paga en mayo.', PUSHED);
  await expect(page.getByTestId('ticket-status')).toHaveText('En proceso', PUSHED);
  const mails = await mailsTo(account.email, 2);
  expect(mails.map((mail) => mail.subject)).toContainEqual(expect.stringMatching(/^Respondimos tu ticket [A-Z0-9]{8}: /));

  // The user answers back; the admin sees it and closes the ticket.
  await page.getByLabel('Tu respuesta').fill('¡Gracias! ¿Dónde lo cobro?');
  await page.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(page.getByTestId('ticket-thread').locator('[data-author="usuario"]').last()).toContainText('¿Dónde lo cobro?');
  await admin.reload();
  await expect(admin.getByTestId('ticket-thread').locator('[data-author="usuario"]').last()).toContainText('¿Dónde lo cobro?');
  await admin.getByRole('button', { name: 'Marcar como cerrado' }).click();
  // Closing asks first; Cancelar changes nothing.
  await admin.getByRole('button', { name: 'Cancelar' }).click();
  await expect(admin.getByTestId('ticket-status')).toHaveText('En proceso');
  await admin.getByRole('button', { name: 'Marcar como cerrado' }).click();
  await admin.getByRole('button', { name: 'Sí, cerrar' }).click();
  await expect(admin.getByTestId('ticket-status')).toHaveText('Cerrado');

  // Without focus or reload, the push brings the closed status; the person may still answer, and is told it opens the ticket again.
  await expect(page.getByTestId('ticket-status')).toHaveText('Cerrado', PUSHED);
  await expect(page.getByText('Este ticket está cerrado. Si respondes, se vuelve a abrir y el equipo lo verá.')).toBeVisible();
  await page.getByLabel('Tu respuesta').fill('Una última pregunta: ¿necesito ir en persona?');
  await page.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(page.getByTestId('ticket-status')).toHaveText('Abierto');
  await expect(admin.getByTestId('ticket-status')).toHaveText('Abierto', PUSHED).catch(async () => {
    await admin.reload();
    await expect(admin.getByTestId('ticket-status')).toHaveText('Abierto');
  });

  // The admin closes it again and undoes the close at once.
  await admin.reload();
  await admin.getByRole('button', { name: 'Marcar como en proceso' }).click();
  await admin.getByRole('button', { name: 'Marcar como cerrado' }).click();
  await admin.getByRole('button', { name: 'Sí, cerrar' }).click();
  await expect(admin.getByTestId('ticket-status')).toHaveText('Cerrado');
  await admin.getByRole('button', { name: 'Deshacer' }).click();
  await expect(admin.getByTestId('ticket-status')).toHaveText('En proceso');
  await admin.context().close();
});

import { expect, test } from '@playwright/test';
import { signIn } from './app-helpers';
import { e2eStack } from './stack';
import { linkIn, mailsTo, registerViaApi } from './support';

/**
 * A subscriber's whole plan at a phone's width: "Mi plan" from the menu, pay through Transbank's
 * page (the emulator), change the card with a new inscription, cancel inside the app with the date
 * the plan ends, and the receipt in the mailbox. The site is used at `localhost` (SITE_URL), the
 * origin Transbank sends the browser back to.
 */
test.use({ baseURL: e2eStack.baseUrl.replace('127.0.0.1', 'localhost'), viewport: { width: 1280, height: 900 } });

test('subscribe, change the card, cancel in the app ("Se cancela el DD-MM-AAAA"), and the receipt, card-change and cancellation mails', async ({ page, request }) => {
  test.setTimeout(90_000);
  // Only an activated account may take a plan: the activation link from the mail first.
  const account = await registerViaApi(request, 'ciclo-plan');
  await page.goto(linkIn((await mailsTo(account.email))[0], '/activate/'));
  await expect(page.getByText('¡Cuenta activada con éxito! Redirigiendo...')).toBeVisible();
  await signIn(page, account.email, account.password);
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Mi plan', exact: true }).click();
  await expect(page).toHaveURL(/\/profile\/plan$/);
  await page.getByRole('button', { name: 'Elegir Plan Semestral' }).click();
  await page.getByRole('button', { name: 'Pagar Plan Semestral con Transbank' }).click();
  await expect(page.getByRole('heading', { name: 'Inscribe tu tarjeta en Oneclick' })).toBeVisible();
  await page.getByRole('button', { name: 'Inscribir' }).click();
  // Webpay's return comes by GET, as Transbank's API 1.1 and later do.
  await expect(page).toHaveURL(/\/profile\/plan\?resultado=suscrito$/);
  await expect(page.getByTestId('my-subscription')).toContainText('Visa terminada en 6623');

  await page.getByRole('button', { name: 'Cambiar tarjeta' }).click();
  await expect(page.getByTestId('card-change-confirmation')).toContainText('Reemplazará a tu Visa terminada en 6623');
  await page.getByRole('button', { name: 'Inscribir nueva tarjeta en Transbank' }).click();
  await page.getByLabel('Número de tarjeta').fill('370000000002032');
  await page.getByRole('button', { name: 'Inscribir' }).click();
  await expect(page).toHaveURL(/resultado=tarjeta-cambiada$/);
  await expect(page.getByTestId('my-subscription')).toContainText('AmericanExpress terminada en 2032');

  await page.getByRole('button', { name: 'Cancelar mi plan' }).click();
  const confirmation = page.getByTestId('cancel-confirmation');
  await expect(confirmation).toContainText(/Tu plan se cancela el \d{2}-\d{2}-\d{4}\./);
  await confirmation.getByRole('button', { name: 'Sí, cancelar mi plan' }).click();
  await expect(page.getByTestId('subscription-status')).toHaveText(/^Se cancela el \d{2}-\d{2}-\d{4}$/);
  await expect(page.getByRole('button', { name: 'Cancelar mi plan' })).toHaveCount(0);

  // A phone: the receipts scroll inside their frame, the page does not widen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId('receipts')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Activation, its confirmation, the receipt, the new card and the cancellation.
  const mails = await mailsTo(account.email, 5);
  expect(mails.map((mail) => mail.subject)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^Comprobante/), expect.stringMatching(/^Cambiaste la tarjeta/), expect.stringMatching(/se cancela el \d{2}-\d{2}-\d{4}$/)]),
  );
});

import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signIn } from './app-helpers';
import { e2eStack } from './stack';
import { linkIn, mailsTo, registerViaApi } from './support';

/**
 * A new user subscribes with the Transbank emulator's test card, gets the receipt by
 * mail, and the admin's KPI page counts the payment. The site is used at `localhost` (SITE_URL),
 * the origin Transbank sends the browser back to.
 */
test.use({ baseURL: e2eStack.baseUrl.replace('127.0.0.1', 'localhost') });

const admin = { email: 'admin@beneficios.local', password: 'Admin1234!' };

/** `$1.389.880` → 1389880. */
const clp = (text: string | undefined): number => Number((text ?? '').replace(/\D/g, ''));

const kpiTotals = async (page: import('@playwright/test').Page): Promise<string[]> => {
  await page.goto('/admin/kpis');
  const totals = page.getByTestId('kpi-totals');
  await expect(totals.locator('dd').first()).toBeVisible();
  return totals.locator('dd').allTextContents();
};

test('a new user subscribes through Transbank, is mailed the receipt, the KPI page counts it, and an admin refund takes it out of the revenue', async ({ browser, page, request }) => {
  // Subscribe, the receipt, the KPIs, then a refund and the KPIs again: one story, longer than most.
  test.setTimeout(90_000);
  const adminPage = await browser.newPage({ baseURL: e2eStack.baseUrl.replace('127.0.0.1', 'localhost') });
  await signIn(adminPage, admin.email, admin.password);
  const [paidBefore, withPlanBefore] = await kpiTotals(adminPage);

  // Only an activated account may take a plan: the activation link from the mail first.
  const account = await registerViaApi(request, 'suscripcion');
  await page.goto(linkIn((await mailsTo(account.email))[0], '/activate/'));
  await expect(page.getByText('¡Cuenta activada con éxito! Redirigiendo...')).toBeVisible();
  await signIn(page, account.email, account.password);
  await page.goto('/profile/plan');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi plan' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Plan Anual' })).toBeVisible();
  // The step before paying: price, period, what is charged today and when next, the card kept at Transbank.
  await page.getByRole('button', { name: 'Elegir Plan Semestral' }).click();
  const confirmation = page.getByTestId('checkout-confirmation');
  await expect(confirmation.getByRole('heading', { name: 'Confirma tu Plan Semestral' })).toBeVisible();
  await expect(confirmation.getByTestId('confirmation-today')).toHaveText('$29.990');
  await expect(confirmation.getByTestId('confirmation-next')).toHaveText(/^\$29\.990, entre el 01-\d{2}-\d{4} y el 05-\d{2}-\d{4}$/);
  await expect(confirmation).toContainText('el plan se renueva automáticamente');
  // A phone reads the whole step without scrolling sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(confirmation.getByTestId('confirmation-next')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Pagar Plan Semestral con Transbank' }).click();

  // Transbank's inscription page (the emulator): its approving test card is filled in.
  await expect(page.getByRole('heading', { name: 'Inscribe tu tarjeta en Oneclick' })).toBeVisible();
  await expect(page.getByLabel('Número de tarjeta')).toHaveValue('4051885600446623');
  await page.getByRole('button', { name: 'Inscribir' }).click();

  // Back on the plan page: active, with its receipt.
  await expect(page).toHaveURL(/\/profile\/plan\?resultado=suscrito$/);
  await expect(page.getByTestId('checkout-result')).toContainText('Tu suscripción está activa');
  await expect(page.getByTestId('subscription-status')).toHaveText('Activa');
  await expect(page.getByTestId('my-subscription')).toContainText('Visa terminada en 6623');
  await expect(page.getByTestId('receipts').getByRole('row')).toHaveCount(2);
  await expect(page.getByTestId('receipts')).toContainText('$29.990');

  const [receipt] = (await mailsTo(account.email, 3)).filter((mail) => mail.subject.startsWith('Comprobante'));
  expect(receipt?.body.text).toContain('$29.990');

  // The receipt: opened from the mail's link, at a phone's width and on a desktop, and downloaded.
  await page.goto(linkIn(receipt, '/profile/plan/comprobantes/'));
  const receiptCard = page.getByTestId('receipt');
  for (const fact of ['76.000.000-0', 'Monto neto', '$25.202', 'IVA (19 %)', '$4.788', '$29.990', 'Visa terminada en 6623', 'Sin cuotas', 'Código de autorización'])
    await expect(receiptCard).toContainText(fact);
  await expect(receiptCard).toContainText(/Fecha\s*\d{2}-\d{2}-\d{4}, \d{2}:\d{2}/);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(receiptCard).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  // A PDF a person can keep.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar comprobante (PDF)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^comprobante-BC[0-9a-f]{24}\.pdf$/);
  expect(readFileSync(await download.path()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await page.getByRole('link', { name: 'Volver a Mi plan' }).click();
  await expect(page.getByTestId('receipts').getByRole('link', { name: 'Ver comprobante' })).toHaveCount(1);

  const [paidAfter, withPlanAfter, revenueAfter] = await kpiTotals(adminPage);
  expect(Number(paidAfter)).toBe(Number(paidBefore) + 1);
  expect(Number(withPlanAfter)).toBe(Number(withPlanBefore) + 1);

  // The admin sees the payment in the user's detail and refunds it: the KPI revenue drops by its amount.
  await adminPage.goto(`/admin/users/${account.uid}`);
  const payments = adminPage.getByTestId('admin-payments');
  await expect(payments.getByRole('row')).toHaveCount(2);
  await expect(payments).toContainText('Pagado');
  adminPage.once('dialog', (dialog) => void dialog.accept());
  await payments.getByRole('button', { name: 'Reembolsar' }).click();
  await expect(payments).toContainText('Reembolsado ($29.990)');
  await expect(payments.getByRole('button', { name: 'Reembolsar' })).toHaveCount(0);
  await expect(async () => {
    const [, , revenue] = await kpiTotals(adminPage);
    expect(clp(revenue)).toBe(clp(revenueAfter) - 29_990);
  }).toPass({ timeout: 10_000 });
  // The user's receipts say so too.
  await page.reload();
  await expect(page.getByTestId('receipts')).toContainText('Reembolsado ($29.990)');
  await adminPage.close();
});

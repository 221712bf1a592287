import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { expect, test, type Page } from '@playwright/test';
import { billingKeys } from '../shared/data/keys';
import { billingTable } from './admin-helpers';
import { openBenefit } from './app-helpers';
import { e2eDynamo, freshIdentity } from './support';

/** How many users the coverage counters have as likely for a benefit. */
const likelyCount = async (benefitId: string): Promise<number> => {
  const { Item } = await e2eDynamo.send(new GetCommand({ TableName: billingTable, Key: { pk: billingKeys.kpi, sk: billingKeys.benefit(benefitId) }, ConsistentRead: true }));
  return Number(Item?.likely ?? 0);
};

/**
 * A retired couple checks before signing up: he is 72 with an IPS pension of $210.000 and the PGU; María
 * is 70, has no pension and has never asked for the PGU. The answers a field asks, by its label.
 */
const answerFor = (label: string): string => {
  const forMaria = label.includes('(María)');
  if (label.startsWith('¿Recibes alguna pensión')) return forMaria ? 'false' : 'true';
  if (label.startsWith('¿Cuánto recibes de pensión')) return '210.000';
  if (label.startsWith('¿Ya recibes la PGU?')) return forMaria ? 'false' : 'true';
  if (label.startsWith('¿Cuántos años has vivido en Chile')) return '50';
  if (label.startsWith('¿Cuántas hijas o hijos')) return '3';
  if (label.startsWith('¿Tienes previsión social?')) return forMaria ? 'false' : 'true';
  return '';
};

/** Answers every step of the page (checklists left empty: none of their situations happens); returns the steps taken. */
const answerSteps = async (page: Page, done: ReturnType<Page['getByText']>): Promise<string[]> => {
  const steps: string[] = [];
  for (let turn = 0; turn < 15; turn += 1) {
    const step = page.locator('[data-step]');
    await expect(step.or(done)).toBeVisible();
    if ((await step.count()) === 0) return steps;
    const id = (await step.getAttribute('data-step')) ?? '';
    const facts = (await step.getAttribute('data-facts')) ?? '';
    steps.push(id);
    // An answer can show a follow-up on the same screen ("¿Cuánto?" after "Sí"): fill until nothing is left empty.
    for (let filled = 0; filled < 40; filled += 1) {
      const empty = step.locator('select[aria-label]:has(option[value=""]:checked), input[aria-label]:not([value]), input[aria-label][value=""]');
      if ((await empty.count()) === 0) break;
      const field = empty.first();
      const label = (await field.getAttribute('aria-label')) ?? '';
      const isSelect = (await field.evaluate((element) => element.tagName)) === 'SELECT';
      if (isSelect) await field.selectOption(answerFor(label) || 'false');
      else await field.fill(answerFor(label) || '0');
    }
    await step.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.locator(`[data-step="${id}"][data-facts="${facts}"]`)).toHaveCount(0);
  }
  throw new Error(`Still asking after 15 steps: ${steps.join(', ')}`);
};

test.describe('a household checks before signing up, then keeps its answers', () => {
  test.describe.configure({ timeout: 120_000 });

  test('anonymous check from the landing page, then register: the dashboard shows the same answers without asking again', async ({ page }) => {
    const pguLikelyBefore = await likelyCount('pgu');
    await page.goto('/');
    await page.getByRole('link', { name: 'Revisa en 2 minutos cuánto podrías recibir' }).click();
    await expect(page).toHaveURL(/\/revisa$/);

    // Who lives here: one screen for the whole household.
    await expect(page.getByRole('heading', { name: '¿Quiénes viven contigo?' })).toBeVisible();
    await page.getByLabel('Tu fecha de nacimiento').fill('1954-03-10');
    await page.getByRole('combobox', { name: 'Eres' }).selectOption('hombre');
    await page.getByRole('button', { name: 'Agregar: Pareja' }).click();
    const maria = page.locator('[data-member="pareja"]');
    await maria.getByLabel('Nombre (opcional)').fill('María');
    await maria.getByLabel('Edad').fill('70');
    await maria.getByRole('combobox', { name: 'Sexo' }).selectOption('mujer');
    await page.getByRole('button', { name: 'Continuar' }).click();

    await expect(page.getByRole('heading', { name: 'Registro Social de Hogares' })).toBeVisible();
    await page.getByRole('combobox').selectOption('3');
    await page.getByRole('button', { name: 'Continuar' }).click();

    const done = page.getByText('Listo: con tus respuestas ya sabemos qué beneficios podrían corresponder a tu hogar.');
    const steps = await answerSteps(page, done);
    // Members and the RSH, plus the steps answered here: within the bench's p90 target.
    expect(steps.length + 2).toBeLessThanOrEqual(12);

    // María's PGU is hers, and it is cash she is not collecting; his own PGU is not counted.
    await expect(page.locator('[data-benefit="pgu"][data-person="pareja"]')).toContainText('Pensión Garantizada Universal (PGU) de María');
    const cash = (await page.getByTestId('headline-cash').textContent()) ?? '';
    expect(cash).toMatch(/^Podrías recibir \$[\d.]+ al año/);

    // Save: register with the birth date already filled in from the check.
    await page.getByRole('link', { name: 'Guardar y recibir avisos' }).click();
    await expect(page).toHaveURL(/\/register\?desde=revisa$/);
    await expect(page.getByLabel('Fecha de nacimiento')).toHaveValue('1954-03-10');
    const { email, rut } = freshIdentity('revisa');
    await page.getByLabel('Nombre').fill('Héctor');
    await page.getByLabel('Apellido').fill('Soto');
    await page.getByLabel('RUT').pressSequentially(rut);
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('clave123');
    await page.getByLabel('Confirmar contraseña').fill('clave123');
    await page.getByRole('checkbox', { name: 'Acepto los términos y condiciones' }).check({ force: true });
    await page.getByRole('button', { name: 'Registrate' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // The same answers, the same headline, nothing asked again.
    await expect(page.getByTestId('headline-cash')).toHaveText(cash);
    await expect(page.getByTestId('next-done')).toBeVisible();
    await expect(page.getByRole('heading', { name: '¿Quiénes viven contigo?' })).toHaveCount(0);
    await expect(await openBenefit(page, 'Pensión Garantizada Universal (PGU) de María')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('headline-cash')).toHaveText(cash);

    // Not activated yet: told so, with a button to send the mail again.
    await expect(page.getByTestId('activation-notice')).toContainText('7 días');
    await expect(page.getByRole('button', { name: 'Reenviar el correo de activación' })).toBeVisible();

    // The saved answers moved the coverage counters: he is likely for the PGU.
    await expect.poll(() => likelyCount('pgu')).toBeGreaterThan(pguLikelyBefore);
  });
});

import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { expect, test, type Page } from '@playwright/test';
import type { HouseholdProfile } from '../shared/benefits';
import { retiredHousehold, singleMotherHousehold } from '../shared/benefits/households.fixtures';
import { billingKeys } from '../shared/data/keys';
import { billingTable } from './admin-helpers';
import { benefitCard, signIn } from './app-helpers';
import { e2eDynamo, freshIdentity, linkIn, mailsTo } from './support';

/** How many users the coverage counters have as likely for a benefit. */
const likelyCount = async (benefitId: string): Promise<number> => {
  const { Item } = await e2eDynamo.send(new GetCommand({ TableName: billingTable, Key: { pk: billingKeys.kpi, sk: billingKeys.benefit(benefitId) }, ConsistentRead: true }));
  return Number(Item?.likely ?? 0);
};

/**
 * Issue 14, end to end: a household registers, activates from the mailed link, answers the questions
 * the dashboard asks one at a time (each the one that decides the most "maybe" benefits), and reads
 * the money a year it may be missing. The totals are those of shared/benefits/households.test.ts.
 */
type Truth = Record<string, boolean | number>;

/** The facts only asked after an earlier yes (none of them applies to these households). */
const notApplicable: Truth = { hasStudentAid: false, afcContributions: 0, hadFixedTermContract: false, deceasedWasAfpAffiliate: false };
const truthOf = (profile: HouseholdProfile): Truth => ({ ...notApplicable, ...(profile as Truth) });

const registerAndActivate = async (page: Page, label: string, person: { firstName: string; lastName: string; birthDate: string }) => {
  const { email, rut } = freshIdentity(label);
  await page.goto('/register');
  await page.getByLabel('Nombre').fill(person.firstName);
  await page.getByLabel('Apellido').fill(person.lastName);
  await page.getByLabel('RUT').pressSequentially(rut);
  await page.getByLabel('Fecha de nacimiento').fill(person.birthDate);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('clave123');
  await page.getByLabel('Confirmar contraseña').fill('clave123');
  await page.getByRole('checkbox', { name: 'Acepto los términos y condiciones' }).check({ force: true });
  await page.getByRole('button', { name: 'Registrate' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The activation link, read in the mail viewer's store.
  await page.goto(linkIn((await mailsTo(email))[0], '/activate/'));
  await expect(page.getByText('¡Cuenta activada con éxito! Redirigiendo...')).toBeVisible();
  await page.goto('/dashboard');
  if (/\/login/.test(page.url())) await signIn(page, email, 'clave123');
  await expect(page.getByRole('heading', { level: 1, name: 'Beneficios que podrías cobrar' })).toBeVisible();
};

/** Answers the dashboard's next question from the household's truth until it has nothing left to ask; returns the facts asked. */
const answerEveryQuestion = async (page: Page, truth: Truth): Promise<string[]> => {
  const card = page.getByTestId('next-question');
  const asked: string[] = [];
  for (let turn = 0; turn < 40; turn += 1) {
    const question = card.locator('[data-fact]');
    await expect(question.or(card.getByText('Respondiste todo lo que necesitamos por ahora.'))).toBeVisible();
    if ((await question.count()) === 0) return asked;
    const fact = (await question.getAttribute('data-fact')) ?? '';
    const answer = truth[fact];
    if (answer === undefined) throw new Error(`The household has no answer to ${fact}`);
    asked.push(fact);
    if (typeof answer === 'boolean') {
      await question.getByRole('button', { name: answer ? 'Sí' : 'No', exact: true }).click();
    } else if (fact === 'rshTramo') {
      await question.getByRole('combobox').selectOption(String(answer));
      await question.getByRole('button', { name: 'Guardar' }).click();
    } else {
      await question.getByRole('textbox').fill(String(answer));
      await question.getByRole('button', { name: 'Guardar' }).click();
    }
    await expect(card.locator(`[data-fact="${fact}"]`)).toHaveCount(0);
  }
  throw new Error(`Still asking after 40 questions: ${asked.join(', ')}`);
};

test.describe('two households, from registration to the yearly total', () => {
  // About eighteen answers, each saved and re-evaluated before the next question shows.
  test.describe.configure({ timeout: 120_000 });
  test('a retired man of 72 with a small pension', async ({ page }) => {
    const pguLikelyBefore = await likelyCount('pgu');
    await registerAndActivate(page, 'jubilado', { firstName: 'Héctor', lastName: 'Soto', birthDate: retiredHousehold.birthDate });
    await expect(page.getByTestId('missing-money-total')).toContainText('Todavía no sumamos dinero');
    // The first question is the one that decides the most benefits: the Registro Social de Hogares.
    await expect(page.getByTestId('next-question').locator('[data-fact]')).toHaveAttribute('data-fact', 'inRsh');

    const asked = await answerEveryQuestion(page, truthOf(retiredHousehold.profile));
    expect(asked.length).toBeLessThan(25);

    // PGU $231.732 × 12 + Bono Invierno + both aguinaldos.
    await expect(page.getByTestId('missing-money-total')).toHaveText('Podrías estar dejando de recibir hasta $2.916.376 al año');
    const money = page.getByTestId('missing-money');
    await money.getByRole('button', { name: 'Ver el detalle' }).click();
    await expect(money.getByTestId('missing-money-lines')).toContainText('Pensión Garantizada Universal (PGU)');
    await expect(money.getByTestId('missing-money-lines')).toContainText('12 × $231.732');

    // He already gets the PGU: it stops counting, and comes back on "Deshacer".
    const pgu = benefitCard(page, 'Pensión Garantizada Universal (PGU)');
    await pgu.getByRole('button', { name: 'Ya lo recibo' }).click();
    await expect(page.getByTestId('missing-money-total')).toHaveText('Podrías estar dejando de recibir hasta $135.592 al año');
    await page.reload();
    await expect(page.getByTestId('missing-money-total')).toHaveText('Podrías estar dejando de recibir hasta $135.592 al año');
    await benefitCard(page, 'Pensión Garantizada Universal (PGU)').getByRole('button', { name: 'Deshacer' }).click();
    await expect(page.getByTestId('missing-money-total')).toHaveText('Podrías estar dejando de recibir hasta $2.916.376 al año');

    // The coverage KPI's counters count him once as likely for the PGU (his answers, not him, are what moves them).
    expect(await likelyCount('pgu')).toBe(pguLikelyBefore + 1);
  });

  test('a single mother with two children in school', async ({ page }) => {
    await registerAndActivate(page, 'madre', { firstName: 'Carolina', lastName: 'Pérez', birthDate: singleMotherHousehold.birthDate });
    await answerEveryQuestion(page, truthOf(singleMotherHousehold.profile));
    // SUF 2 × $22.007 × 12 + Aporte Familiar Permanente 2 × $66.834 + Subsidio Eléctrico for 3 people.
    await expect(page.getByTestId('missing-money-total')).toHaveText('Podrías estar dejando de recibir hasta $701.184 al año');
    for (const name of ['Subsidio Familiar (SUF)', 'Aporte Familiar Permanente (ex Bono Marzo)', 'Subsidio Eléctrico']) {
      await expect(page.getByRole('region', { name: 'Es probable que te correspondan' }).getByRole('article', { name, exact: true })).toBeVisible();
    }
  });
});

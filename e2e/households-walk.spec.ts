import { expect, test, type Page } from '@playwright/test';
import { freshIdentity } from './support';

/**
 * Two households walk `/revisa` on a 390 px phone, as a person would: the result appears only once the
 * answers that decide it are in, no card offers what the household cannot have, and the plan opens with
 * an action ("Cobra primero"). The retired couple then registers, marks María's PGU "Ya postulé", tells
 * it was approved and what arrived, and sees the money recovered.
 */

const phone = { width: 390, height: 844 };

interface Answers {
  /** The answer to a question, by its label ('' for the default: No, or 0). */
  readonly to: (label: string) => string;
  /** The birth dates a "Fechas de nacimiento" step may ask, by the member's name. */
  readonly born: Readonly<Record<string, string>>;
}

/** The retired couple: he is 72 with an IPS pension of $210.000 and the PGU; María is 70, has no pension and never asked for the PGU. */
const couple: Answers = {
  born: { María: '1956-06-02' },
  to: (label) => {
    const forMaria = label.includes('(María)');
    if (label.startsWith('¿Recibes alguna pensión')) return forMaria ? 'false' : 'true';
    if (label.startsWith('¿Cuánto recibes de pensión')) return '210.000';
    if (label.startsWith('¿Ya recibes la PGU?')) return forMaria ? 'false' : 'true';
    if (label.startsWith('¿Cuántos años has vivido en Chile')) return '50';
    if (label.startsWith('¿Cuántas hijas o hijos')) return '3';
    return '';
  },
};

/** The single mother of two: 34, not working and with no income; her children are 7 and 14. */
const singleParent: Answers = {
  born: { Sofía: '2019-08-15', Tomás: '2012-02-01' },
  to: (label) => (label.startsWith('¿Cuántos años has vivido en Chile') ? '34' : ''),
};

/** Answers every step of the page (checklists left empty: none of their situations happens); returns the steps taken. */
const answerSteps = async (page: Page, answerFor: Answers): Promise<string[]> => {
  const done = page.getByText('Listo: con tus respuestas ya sabemos qué beneficios podrían corresponder a tu hogar.');
  const steps: string[] = [];
  for (let turn = 0; turn < 15; turn += 1) {
    const step = page.locator('[data-step]');
    await expect(step.or(done)).toBeVisible();
    if ((await step.count()) === 0) return steps;
    const id = (await step.getAttribute('data-step')) ?? '';
    const facts = (await step.getAttribute('data-facts')) ?? '';
    steps.push(id);
    // Until the answers decide them, no card and no amount: a progress line.
    if (!(await page.getByTestId('action-plan').isVisible())) await expect(page.locator('[data-plan-item]')).toHaveCount(0);
    // A rule near an age limit asks a member's birth date: "Fecha de nacimiento (María)".
    for (const [name, date] of Object.entries(answerFor.born)) {
      const field = step.getByLabel(`Fecha de nacimiento (${name})`);
      if ((await field.count()) > 0) await field.fill(date);
    }
    for (let filled = 0; filled < 40; filled += 1) {
      const empty = step.locator('select[aria-label]:has(option[value=""]:checked), input[aria-label]:not([value]), input[aria-label][value=""]');
      if ((await empty.count()) === 0) break;
      const field = empty.first();
      const label = (await field.getAttribute('aria-label')) ?? '';
      const isSelect = (await field.evaluate((element) => element.tagName)) === 'SELECT';
      if (isSelect) await field.selectOption(answerFor.to(label) || 'false');
      else await field.fill(answerFor.to(label) || '0');
    }
    await step.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.locator(`[data-step="${id}"][data-facts="${facts}"]`)).toHaveCount(0);
  }
  throw new Error(`Still asking after 15 steps: ${steps.join(', ')}`);
};

interface Member {
  readonly relation: 'Pareja' | 'Hija o hijo';
  readonly id: string;
  readonly name: string;
  readonly age: number;
  readonly sex: 'mujer' | 'hombre';
}

/** "¿Quiénes viven contigo?", then the RSH tramo; checks that nothing is shown before the answers decide it. */
const startCheck = async (page: Page, self: { birthDate: string; sex: 'mujer' | 'hombre' }, members: readonly Member[], tramo: string) => {
  await page.setViewportSize(phone);
  await page.goto('/revisa');
  await expect(page.getByRole('heading', { name: '¿Quiénes viven contigo?' })).toBeVisible();
  await page.getByLabel('Tu fecha de nacimiento').fill(self.birthDate);
  await page.getByRole('combobox', { name: 'Eres' }).selectOption(self.sex);
  for (const member of members) {
    await page.getByRole('button', { name: `Agregar: ${member.relation}` }).click();
    const form = page.locator(`[data-member="${member.id}"]`);
    await form.getByLabel('Nombre (opcional)').fill(member.name);
    await form.getByLabel('Edad').fill(String(member.age));
    await form.getByRole('combobox', { name: 'Sexo' }).selectOption(member.sex);
  }
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Registro Social de Hogares' })).toBeVisible();
  // After the household step alone: a progress line, no card, no amount.
  await expect(page.getByTestId('check-progress')).toBeVisible();
  await expect(page.locator('[data-plan-item]')).toHaveCount(0);
  await expect(page.getByTestId('headline-cash')).toHaveCount(0);
  await page.getByRole('combobox').selectOption(tramo);
  await page.getByRole('button', { name: 'Continuar' }).click();
};

/** The benefit ids the plan shows for one person (`self`, or a member's id). */
const shownFor = async (page: Page, person: string): Promise<string[]> =>
  page.locator(`[data-plan-item][data-person="${person}"]`).evaluateAll((items) => items.map((item) => item.getAttribute('data-benefit') ?? ''));

/** The plan opens with "Cobra primero", and its first card says what to do. */
const opensWithAnAction = async (page: Page) => {
  const sections = page.getByTestId('action-plan').locator('[data-plan]');
  await expect(sections.first()).toHaveAttribute('data-plan', 'action');
  await expect(sections.first().getByRole('heading', { level: 2 })).toHaveText('Cobra primero');
  await expect(sections.first().locator('[data-plan-item]').first()).toContainText('Siguiente paso:');
};

/** Nothing makes the page wider than the phone. */
const noSidewaysScroll = async (page: Page) => {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
};

const forChildren = ['bono-control-nino-sano', 'bono-logro-escolar', 'beca-presidente-republica', 'beca-alimentacion-baes', 'gratuidad', 'subsidio-empleo-joven', 'subsidio-trabajadores-jovenes'];
const forWorkingAge = ['bono-trabajo-mujer', 'subsidio-unificado-empleo', 'ingreso-minimo-garantizado', 'seguro-cesantia', 'asignacion-maternal'];
const forOlderPeople = ['pgu', 'bono-bodas-de-oro', 'bono-por-hijo', 'subsidio-arriendo-mayores', 'beneficio-anos-cotizados', 'compensacion-expectativa-vida', 'aguinaldo-fiestas-patrias', 'aguinaldo-navidad', 'bono-invierno'];

test.describe('households walk /revisa on a phone', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a retired couple: a plan that opens with an action and offers nothing they cannot have; registered, a claim is followed until the money arrives', async ({ page }) => {
    await startCheck(page, { birthDate: '1954-03-10', sex: 'hombre' }, [{ relation: 'Pareja', id: 'pareja', name: 'María', age: 70, sex: 'mujer' }], '1');
    const steps = await answerSteps(page, couple);
    expect(steps.length + 2).toBeLessThanOrEqual(12);

    await opensWithAnAction(page);
    await expect(page.locator('[data-plan="action"] [data-benefit="pgu"][data-person="pareja"]')).toContainText('Pensión Garantizada Universal (PGU) de María');
    // Two people over 65: nothing for children, for working age or for a pregnancy; no Bono por Hijo for him.
    for (const person of ['self', 'pareja']) {
      const shown = await shownFor(page, person);
      expect(shown.filter((id) => [...forChildren, ...forWorkingAge].includes(id))).toEqual([]);
    }
    expect(await shownFor(page, 'self')).not.toContain('bono-por-hijo');
    // The headline and the cards agree: money to claim is said, and the plan has it first.
    await expect(page.getByTestId('headline-cash')).toHaveText(/^Podrías recibir \$[\d.]+ al año/);
    await noSidewaysScroll(page);

    // Saved: registration with the birth date carried over; the dashboard asks nothing again.
    await page.getByRole('link', { name: 'Guardar y recibir avisos' }).click();
    await expect(page).toHaveURL(/\/register\?desde=revisa$/);
    await expect(page.getByLabel('Fecha de nacimiento')).toHaveValue('1954-03-10');
    const { email, rut } = freshIdentity('walk');
    await page.getByLabel('Nombre').fill('Héctor');
    await page.getByLabel('Apellido').fill('Soto');
    await page.getByLabel('RUT').pressSequentially(rut);
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('clave123');
    await page.getByLabel('Confirmar contraseña').fill('clave123');
    await page.getByRole('checkbox', { name: 'Acepto los términos y condiciones' }).check({ force: true });
    await page.getByRole('button', { name: 'Registrate' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('next-done')).toBeVisible();

    // "Ya postulé" on María's PGU, the day she applied; then "¿Te lo aprobaron?": yes, and what arrived.
    const mark = page.getByRole('button', { name: 'Ya postulé: Pensión Garantizada Universal (PGU) de María' });
    const more = page.locator('[data-section="likely"]').getByRole('button', { name: /^Ver \d+ probables más$/ });
    await expect(mark.or(more).first()).toBeVisible();
    if (!(await mark.isVisible())) await more.click();
    await mark.click();
    const markForm = page.getByRole('form', { name: 'Ya postulé: Pensión Garantizada Universal (PGU) de María' });
    await expect(markForm.getByLabel('¿Cuándo postulaste?')).toBeVisible();
    await markForm.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByTestId('claim-mark')).toHaveAttribute('data-claim-status', 'applied');
    await expect(page.getByTestId('money-recovered')).toHaveText('$0');

    await page.getByRole('link', { name: 'Cuéntanos si te lo aprobaron' }).click();
    const row = page.locator('[data-claim="pgu:pareja"]');
    await expect(row.getByText('¿Te lo aprobaron?')).toBeVisible();
    await row.getByRole('button', { name: 'Sí, me lo aprobaron' }).click();
    await row.getByLabel('¿Cuánto has recibido hasta ahora? (opcional)').fill('231.732');
    await row.getByRole('button', { name: 'Guardar' }).click();
    await expect(row).toHaveAttribute('data-claim-status', 'approved');
    await expect(page.getByTestId('money-recovered')).toHaveText('$231.732');
    await expect(row).toContainText('Recibiste $231.732.');
    await noSidewaysScroll(page);

    // Kept: after a reload the same money recovered.
    await page.reload();
    await expect(page.getByTestId('money-recovered')).toHaveText('$231.732');
  });

  test('a single mother of two: the children’s benefits first, nothing for older people or for a child outside its age', async ({ page }) => {
    await startCheck(
      page,
      { birthDate: '1992-05-01', sex: 'mujer' },
      [
        { relation: 'Hija o hijo', id: 'hijo-1', name: 'Sofía', age: 7, sex: 'mujer' },
        { relation: 'Hija o hijo', id: 'hijo-2', name: 'Tomás', age: 14, sex: 'hombre' },
      ],
      '1',
    );
    const steps = await answerSteps(page, singleParent);
    expect(steps.length + 2).toBeLessThanOrEqual(12);

    await opensWithAnAction(page);
    // The Subsidio Familiar for her children, whom she holds as cargas: something to claim.
    await expect(page.locator('[data-plan="action"] [data-benefit="subsidio-familiar"]').first()).toBeVisible();
    const everyone = [...(await shownFor(page, 'self')), ...(await shownFor(page, 'hijo-1')), ...(await shownFor(page, 'hijo-2'))];
    expect(everyone.filter((id) => forOlderPeople.includes(id))).toEqual([]);
    // Neither child is of an age for higher education grants or job subsidies; the younger is past the healthy-child check.
    for (const child of ['hijo-1', 'hijo-2']) {
      const shown = await shownFor(page, child);
      expect(shown.filter((id) => ['gratuidad', 'beca-presidente-republica', 'subsidio-empleo-joven', 'subsidio-trabajadores-jovenes', ...forWorkingAge].includes(id))).toEqual([]);
    }
    await noSidewaysScroll(page);
  });
});

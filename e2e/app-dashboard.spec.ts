import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { expect, test } from '@playwright/test';
import { benefitsDisclaimer, unclaimedMoney } from '../shared/benefits';
import { benefitCard, desktop, openBenefit, readMe, signInAsNewClient } from './app-helpers';
import { e2eDynamo, usersTable } from './support';

/** The dashboard "Beneficios que podrías cobrar": the rules of shared/benefits on the user's answers, live. */

test.describe('the dashboard', () => {
  test('says results are estimates, explains each benefit with its amount, how to claim it and its official link', async ({ page, request }) => {
    await signInAsNewClient(page, request, 'panel');
    await expect(page.getByText('Hola, Paula Muñoz')).toBeVisible();
    await expect(page.getByTestId('benefits-disclaimer')).toHaveText(benefitsDisclaimer);
    for (const heading of ['Es probable que te correspondan', 'Podrían corresponderte', 'Por ahora no te corresponden', 'Dinero a tu nombre', 'Tus respuestas']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }

    // Born in 1992: the PGU is a no, and says why (in the collapsed "no te corresponden" list).
    await page.getByTestId('no-corresponde').locator('summary').click();
    const pgu = await openBenefit(page, 'Pensión Garantizada Universal (PGU)');
    await expect(pgu).toHaveAttribute('data-status', 'no');
    await expect(pgu.getByTestId('benefit-status')).toHaveText('Por ahora no te corresponde');
    await expect(pgu.getByTestId('benefit-reasons')).toContainText('La PGU se puede pedir desde los 64 años y 9 meses, y se paga desde los 65.');
    await expect(pgu.getByTestId('benefit-amount')).toContainText('$');

    // A maybe says what we still need to know, asks it, and tells how to claim, once opened.
    const suf = await openBenefit(page, 'Subsidio Familiar (SUF)');
    await expect(suf).toHaveAttribute('data-status', 'maybe');
    await expect(suf.getByTestId('benefit-status')).toHaveText('Podría corresponderte');
    await expect(suf.getByTestId('benefit-reasons')).toContainText('Nos falta saber si tienes previsión social.');
    // Social security follows from work and pensions: the card asks about work first.
    await expect(suf.getByTestId('benefit-question')).toContainText('¿Trabajas con contrato o con boletas de honorarios, y con tus cotizaciones al día?');
    await expect(suf.getByTestId('benefit-amount')).toHaveText('$22.007 por carga al mes');
    await expect(suf.getByRole('heading', { name: 'Cómo cobrarlo' })).toBeVisible();
    await expect(suf.getByRole('link', { name: /Ver en el sitio oficial/ })).toHaveAttribute('href', 'https://www.chileatiende.gob.cl/fichas/33112-subsidio-familiar-suf');
    await expect(suf.getByRole('link', { name: /Ver en el sitio oficial/ })).toHaveAttribute('target', '_blank');

    // Dinero a tu nombre: what it is, and the official searches.
    const money = page.getByRole('region', { name: 'Dinero a tu nombre' });
    await money.getByText('Qué es y dónde buscarlo').click();
    await expect(money).toContainText(unclaimedMoney.explanation[0] ?? '');
    for (const search of unclaimedMoney.searches) {
      await expect(money.getByRole('link', { name: new RegExp(`Buscar en ${search.name.replace(/[()]/g, '\\$&')}`) })).toHaveAttribute('href', search.url);
    }
  });

  test('a retired couple\'s dashboard fits in about three phone screens at 390 px, and reads the same on a desktop; the rest opens on demand', async ({ page, request }) => {
    // He is 72, with an IPS pension and the PGU; María is 70, with no pension and no PGU yet (the couple of the households test).
    const phone = { width: 390, height: 844 };
    await page.setViewportSize(phone);
    const account = await signInAsNewClient(page, request, 'pareja');
    const household = {
      isWoman: false,
      inRsh: true,
      rshTramo: 3,
      isPensioner: true,
      pensionAmount: 210_000,
      receivesPgu: true,
      yearsResidentInChile: 50,
      isWorking: false,
      hasSocialSecurity: true,
      isResidentialElectricityCustomer: true,
      yearsMarried: 45,
      members: [{ id: 'maria', relation: 'pareja', name: 'María', birthDate: '1956-03-10', isWoman: true, isPensioner: false, receivesPgu: false, yearsResidentInChile: 50, isWorking: false }],
    };
    await e2eDynamo.send(
      new UpdateCommand({
        TableName: usersTable,
        Key: { uid: account.uid },
        // Activated, as a typical account is (the notice to activate adds its own box).
        UpdateExpression: 'SET household = :household, birthDate = :birth, socialHomeRegister = :rsh, activated = :activated',
        ExpressionAttributeValues: { ':household': household, ':birth': '1954-03-10', ':rsh': true, ':activated': true },
      }),
    );
    await page.reload();
    await expect(page.getByTestId('headline-cash')).toContainText('$');
    // The next question (computed after the first render) is part of the page's length.
    await expect(page.locator('[data-step]').or(page.getByTestId('next-done'))).toBeVisible();
    await expect(page.getByRole('article', { name: 'Pensión Garantizada Universal (PGU) de María' }).or(page.getByRole('button', { name: /^Ver \d+ probables más$/ })).first()).toBeVisible();

    const screens = await page.evaluate((height) => document.documentElement.scrollHeight / height, phone.height);
    console.log(`dashboard_phone_screens (390 × 844, retired couple): ${screens.toFixed(2)}`);
    expect(screens).toBeLessThanOrEqual(3.5);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);

    // Every likely benefit is one press away, with its details.
    const pgu = await openBenefit(page, 'Pensión Garantizada Universal (PGU) de María');
    await expect(pgu.getByRole('heading', { name: 'Cómo cobrarlo' })).toBeVisible();
    await expect(pgu.getByRole('link', { name: /Ver en el sitio oficial/ })).toBeVisible();

    await page.setViewportSize(desktop);
    await expect(page.getByRole('heading', { level: 2, name: 'Es probable que te correspondan' })).toBeVisible();
    await expect(pgu.getByRole('heading', { name: 'Cómo cobrarlo' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(desktop.width);
  });

  test('answers inline update the results at once; a bad answer is explained and keeps what was typed', async ({ page, request }) => {
    // Seven answers, each saved and judged again: a slow test's time on a loaded machine.
    test.setTimeout(60_000);
    await signInAsNewClient(page, request, 'responde');
    const suf = await openBenefit(page, 'Subsidio Familiar (SUF)');
    const question = suf.getByTestId('benefit-question');

    // Social security follows from work and pensions: no work, then no pension, means none.
    await expect(question).toContainText('¿Trabajas con contrato o con boletas de honorarios, y con tus cotizaciones al día?');
    await question.getByRole('button', { name: 'No' }).click();
    await expect(question).toContainText('¿Recibes alguna pensión, sin contar la PGU?');
    await question.getByRole('button', { name: 'No' }).click();
    // Next: the RSH, then its tramo (asked only once the RSH answer makes it relevant).
    await expect(question).toContainText('¿Estás en el Registro Social de Hogares?');
    await question.getByRole('button', { name: 'Sí' }).click();
    await expect(question).toContainText('¿En qué tramo de calificación socioeconómica estás?');
    await question.getByRole('combobox').selectOption({ label: 'Tramo 40 (0–40 %)' });
    await question.getByRole('button', { name: 'Guardar' }).click();
    await expect(question).toContainText('¿Cuántas cargas familiares tienes reconocidas?');

    const cargas = question.getByRole('textbox', { name: '¿Cuántas cargas familiares tienes reconocidas?' });
    await cargas.fill('dos');
    await question.getByRole('button', { name: 'Guardar' }).click();
    await expect(question).toContainText('Escribe un número entero, sin puntos, letras ni decimales.');
    await expect(cargas).toHaveValue('dos');
    await expect(suf).toHaveAttribute('data-status', 'maybe');
    await cargas.fill('2');
    await question.getByRole('button', { name: 'Guardar' }).click();

    await expect(suf).toHaveAttribute('data-status', 'likely');
    await expect(suf.getByTestId('benefit-status')).toHaveText('Es probable que te corresponda');
    await expect(suf.getByTestId('benefit-amount')).toHaveText('$44.014 al mes');
    await expect(page.getByRole('region', { name: 'Es probable que te correspondan' }).getByRole('article', { name: 'Subsidio Familiar (SUF)' })).toBeVisible();
    expect(await readMe(page, request)).toMatchObject({ socialHomeRegister: true, household: { inRsh: true, rshTramo: 1, isWorking: false, isPensioner: false, cargas: 2 } });

    // Tus respuestas: every answer, to review and change.
    const answers = page.getByRole('region', { name: 'Tus respuestas' });
    await answers.getByRole('button', { name: 'Revisar mis respuestas' }).click();
    await expect(answers).toContainText('5 de');
    const answeredCargas = answers.getByRole('textbox', { name: '¿Cuántas cargas familiares tienes reconocidas?' });
    await expect(answeredCargas).toHaveValue('2');
    await answeredCargas.fill('3');
    await answers.locator('form[data-fact="cargas"]').getByRole('button', { name: 'Guardar' }).click();
    await expect(suf.getByTestId('benefit-amount')).toHaveText('$66.021 al mes');
  });

  test('changing the RSH tramo changes the results', async ({ page, request }) => {
    await signInAsNewClient(page, request, 'tramo');
    const nav = page.getByTestId('sidebar').getByRole('navigation', { name: 'Menú principal' });
    const suf = benefitCard(page, 'Subsidio Familiar (SUF)');
    const tramoReason = 'El Subsidio Familiar es para hogares hasta el tramo 60 del Registro Social de Hogares.';

    const saveTramo = async (label: string) => {
      await nav.getByRole('link', { name: 'Registro Social de Hogares' }).click();
      await page.getByRole('radiogroup', { name: '¿Estás en el Registro Social de Hogares?' }).getByText('Sí', { exact: true }).click();
      await page.getByLabel('Tu tramo').selectOption({ label });
      await page.getByRole('button', { name: 'Guardar' }).click();
      await expect(page.getByText('Guardamos tus datos. Tus resultados ya están actualizados.')).toBeVisible();
      await nav.getByRole('link', { name: 'Dashboard' }).click();
    };

    await saveTramo('Tramo 40 (0–40 %)');
    await openBenefit(page, 'Subsidio Familiar (SUF)');
    await expect(suf).toHaveAttribute('data-status', 'maybe');
    await expect(suf.getByTestId('benefit-reasons')).not.toContainText('tramo');

    await saveTramo('Tramo 100 (91–100 %)');
    // Now a no: read in the collapsed "no te corresponden" list.
    await page.getByTestId('no-corresponde').locator('summary').click();
    await openBenefit(page, 'Subsidio Familiar (SUF)');
    await expect(suf).toHaveAttribute('data-status', 'no');
    await expect(suf.getByTestId('benefit-reasons')).toContainText(tramoReason);
  });

  test('changing the birth date changes the results within seconds', async ({ page, request }) => {
    const account = await signInAsNewClient(page, request, 'edad');
    await page.getByTestId('no-corresponde').locator('summary').click();
    const pgu = await openBenefit(page, 'Pensión Garantizada Universal (PGU)');
    await expect(pgu).toHaveAttribute('data-status', 'no');
    await expect(pgu.getByTestId('benefit-reasons')).toContainText('La PGU se puede pedir desde los 64 años y 9 meses, y se paga desde los 65.');

    await e2eDynamo.send(new UpdateCommand({ TableName: usersTable, Key: { uid: account.uid }, UpdateExpression: 'SET birthDate = :birth', ExpressionAttributeValues: { ':birth': '1950-01-01' } }));
    // The live refresh (every 4 s) picks it up: at 65 or more, the PGU only needs the other answers.
    await expect(pgu).toHaveAttribute('data-status', 'maybe', { timeout: 6000 });
    // Now among the maybes: a card of its own there, opened again.
    await openBenefit(page, 'Pensión Garantizada Universal (PGU)');
    await expect(pgu.getByTestId('benefit-reasons')).not.toContainText('65 años');
    await expect(pgu.getByTestId('benefit-question')).toBeVisible();
  });
});

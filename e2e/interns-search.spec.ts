import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { expect, test } from '@playwright/test';
import { LOCAL_PREFIX } from '../infra/local/config';
import { billingKeys, internshipKeys } from '../shared/data/keys';
import { physicalTableName } from '../shared/data/tables';
import { foldForSearch } from '../shared/internships';
import { STUDENT_SEARCH_PAGE_SIZE } from '../shared/students';
import { expectNoAxeViolations } from './axe';
import { e2eDynamo, forgetRegistrationCount, freshIdentity } from './support';

/**
 * A company with the Plan Empresa searches visible students by career: the first page shows
 * STUDENT_SEARCH_PAGE_SIZE of them, "Cargar más" adds the rest, and then the button is gone.
 * The students are written straight to the table (their profile form is tested with the loop).
 */
test('a company pages through the visible students of a career with "Cargar más"', async ({ page }) => {
  const run = String(Date.now() % 1_000_000);
  const career = `Oceanografía ${run}`;
  const uids = Array.from({ length: STUDENT_SEARCH_PAGE_SIZE + 3 }, (_, index) => `search-${run}-${String(index).padStart(2, '0')}`);
  for (const uid of uids) {
    const institution = 'Universidad de Valparaíso';
    await e2eDynamo.send(
      new PutCommand({
        TableName: physicalTableName(LOCAL_PREFIX, { name: 'internships' }),
        Item: {
          ...internshipKeys.studentProfile(uid),
          uid,
          institution,
          career,
          year: 4,
          phone: '+56 9 1111 2222',
          visibleToCompanies: true,
          studentName: `Estudiante ${uid.slice(-2)}`,
          email: `${uid}@example.cl`,
          visiblePk: 'VISIBLE',
          studentSort: `${foldForSearch(career)}#${foldForSearch(institution)}#${uid}`,
        },
      }),
    );
  }

  await forgetRegistrationCount();
  const { email, rut } = freshIdentity('empresabusca');
  const registered = await page.request.post('/api/register/company', {
    data: { legalName: 'Pesquera Austral SpA', rut, comuna: 'Valparaíso', region: 'Valparaíso', contactFirstName: 'Rosa', contactLastName: 'Mar', contactPhone: '+56 9 8765 4321', email, password: 'clave123', acceptTerms: true },
  });
  expect(registered.status()).toBe(201);
  const { uid } = (await registered.json()) as { uid: string };
  await e2eDynamo.send(
    new PutCommand({ TableName: physicalTableName(LOCAL_PREFIX, { name: 'billing' }), Item: { ...billingKeys.subscription(uid), uid, plan: 'anual', status: 'active' } }),
  );

  await page.goto(`/login?redirect=${encodeURIComponent('/interns/')}`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('clave123');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/interns\/$/);
  await page.getByLabel('Carrera').fill(career);
  await page.getByRole('button', { name: 'Buscar' }).click();

  const students = page.getByTestId('visible-students').getByRole('listitem');
  await expect(students).toHaveCount(STUDENT_SEARCH_PAGE_SIZE);
  await expect(students.first()).toContainText('Estudiante 00');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Cargar más' }).click();
  await expect(students).toHaveCount(uids.length);
  await expect(students.last()).toContainText(`Estudiante ${String(uids.length - 1)}`);
  await expect(page.getByRole('button', { name: 'Cargar más' })).toHaveCount(0);
});

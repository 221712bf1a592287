import { expect, test, type Page } from '@playwright/test';
import { demoAccounts } from '../infra/local/config';
import { desktop, expectNoAxeViolations, mobile, putKpiCounters, signInAsAdmin, userRow } from './admin-helpers';
import { registerViaApi } from './support';

/** Accessibility and small screens in the admin area: axe finds no violation, and nothing overflows at 375 px. */

const expectNoHorizontalOverflow = async (page: Page): Promise<void> => {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
};

for (const [viewportName, viewport] of [
  ['desktop', desktop],
  ['mobile', mobile],
] as const) {
  test.describe(`at ${viewportName} size`, () => {
    test.use({ viewport });

    test('axe finds no violation on the list, the detail, the edit form (with errors) and the KPIs', async ({ page, request }) => {
      // Five axe runs over four pages, each several seconds on a loaded two-core machine: the slow budget, like app-a11y's tours.
      test.slow();
      const account = await registerViaApi(request, `axe${viewportName}`, { signupIntent: 'enterprise' });
      const removeCounters = await putKpiCounters({
        months: [
          { month: '2026-09', count: 2, revenue: 59_980 },
          { month: '2026-10', count: 1, revenue: 29_990 },
        ],
        plans: [
          { plan: 'semestral', active: 2, pastDue: 1 },
          { plan: 'anual', active: 1, pastDue: 0 },
        ],
      });
      try {
        await signInAsAdmin(page);

        await page.goto(`/admin/users?q=${encodeURIComponent(account.email.split('@')[0] ?? '')}`);
        const link = viewportName === 'desktop' ? userRow(page, account.email).getByRole('link') : page.getByTestId('users-cards').getByRole('link', { name: 'Paula Muñoz' });
        await expect(link).toBeVisible();
        await expectNoAxeViolations(page);
        await expectNoHorizontalOverflow(page);

        await link.click();
        await expect(page.getByRole('heading', { level: 1, name: 'Paula Muñoz' })).toBeVisible();
        await expect(page.getByRole('region', { name: 'Actividad reciente', exact: true })).toBeVisible();
        await expectNoAxeViolations(page);
        await expectNoHorizontalOverflow(page);

        // The delete dialog, open.
        await page.getByRole('button', { name: 'Eliminar usuario' }).click();
        await expect(page.getByRole('alertdialog')).toBeVisible();
        await expectNoAxeViolations(page);
        await page.getByRole('button', { name: 'Cancelar' }).click();

        await page.getByRole('link', { name: 'Editar' }).click();
        await page.getByLabel('Nombre', { exact: true }).fill('');
        await page.getByLabel('Fecha de nacimiento').fill(`${new Date().getFullYear() - 5}-01-01`);
        await page.getByRole('button', { name: 'Guardar cambios' }).click();
        await expect(page.getByText('Este campo es obligatorio.')).toBeVisible();
        await expect(page.getByText('Debes ser mayor de 18 años para registrarte.')).toBeVisible();
        await page.getByLabel('RUT').fill('12.345.678-0');
        await expect(page.getByText('RUT inválido')).toBeVisible();
        await expectNoAxeViolations(page);
        await expectNoHorizontalOverflow(page);

        await page.goto('/admin/kpis');
        await expect(page.getByTestId('kpi-totals')).toBeVisible();
        await expect(page.locator('svg.recharts-surface[role="application"]')).toHaveCount(2);
        await expectNoAxeViolations(page);
        await expectNoHorizontalOverflow(page);
      } finally {
        await removeCounters();
      }
    });
  });
}

test('at 375 px the users are cards, with every column of the table', async ({ page, request }) => {
  await page.setViewportSize(mobile);
  const account = await registerViaApi(request, 'tarjeta', { lastName: 'Tarjeta', signupIntent: 'enterprise' });
  await signInAsAdmin(page);
  await page.goto(`/admin/users?q=${encodeURIComponent(account.email)}`);
  const card = page.getByTestId('users-cards').getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Paula Tarjeta');
  await expect(card).toContainText(account.email);
  await expect(card).toContainText(`RUT ${account.rut}`);
  await expect(card).toContainText('Cliente');
  await expect(card).toContainText('Sin activar');
  await expect(card).toContainText('Empresa');
  await expect(card).toContainText('Sin plan');
  await expect(page.getByTestId('users-table')).toHaveCount(0);
  await expect(page.getByText(demoAccounts.admin.email)).toHaveCount(0);
});

test('the dialog keeps the focus inside while open (Tab cycles through its buttons)', async ({ page, request }) => {
  const account = await registerViaApi(request, 'foco');
  await signInAsAdmin(page);
  await page.goto(`/admin/users?q=${encodeURIComponent(account.email)}`);
  await userRow(page, account.email).getByRole('link').click();
  await page.getByRole('button', { name: 'Eliminar usuario' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  for (let index = 0; index < 4; index += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

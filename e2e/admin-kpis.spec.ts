import { expect, test } from '@playwright/test';
import { putKpiCounters, signInAsAdmin } from './admin-helpers';

/** The KPI page (product §3 KPI data, §7 the two KPI calls in parallel, §8 the KPI loading message). */

const kpiPath = (url: URL): boolean => url.pathname.startsWith('/api/kpi/');

test.describe('the KPI page', () => {
  // The e2e stack starts with no payments, and no API creates them: the counters are written the
  // way the billing job keeps them, and removed afterwards.
  let removeCounters: () => Promise<void> = () => Promise.resolve();
  test.afterEach(async () => {
    await removeCounters();
  });

  test('shows paid subscriptions and revenue by month and users with a plan: totals, charts with titles, and tables', async ({ page }) => {
    removeCounters = await putKpiCounters({
      months: [
        { month: '2026-08', count: 3, revenue: 89_970 },
        { month: '2026-09', count: 5, revenue: 1_179_950 },
        { month: '2026-10', count: 4, revenue: 119_960 },
      ],
      plans: [
        { plan: 'semestral', active: 7, pastDue: 1 },
        { plan: 'anual', active: 4, pastDue: 0 },
      ],
    });
    await signInAsAdmin(page);
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Administración' }).getByRole('link', { name: 'KPIs' }).click();
    await expect(page).toHaveURL(/\/admin\/kpis$/);
    await expect(page.getByRole('heading', { level: 1, name: 'KPIs' })).toBeVisible();

    const totals = page.getByTestId('kpi-totals');
    await expect(totals.locator('dt')).toHaveText(['Suscripciones pagadas', 'Usuarios con plan', 'Ingresos totales']);
    await expect(totals.locator('dd')).toHaveText(['12', '12', '$1.389.880']);

    const payments = page.getByRole('region', { name: 'Suscripciones pagadas e ingresos por mes' });
    await expect(payments).toContainText('Entre agosto de 2026 y octubre de 2026: 12 suscripciones pagadas por $1.389.880.');
    const paymentsTable = payments.getByRole('table', { name: 'Pagos por mes' });
    await expect(paymentsTable.getByRole('columnheader')).toHaveText(['Mes', 'Suscripciones pagadas', 'Ingresos']);
    await expect(paymentsTable.locator('[data-month="2026-09"]').getByRole('cell')).toHaveText(['Septiembre de 2026', '5', '$1.179.950']);
    await expect(paymentsTable.getByTestId('payments-total')).toHaveText(/Total\s*12\s*\$1\.389\.880/);
    // The chart: an SVG named and described for screen readers, a bar per month and the revenue line.
    const paymentsChart = payments.locator('svg.recharts-surface[role="application"]');
    await expect(paymentsChart.locator(':scope > title')).toHaveText('Suscripciones pagadas e ingresos por mes');
    await expect(paymentsChart.locator(':scope > desc')).toContainText('12 suscripciones pagadas');
    await expect(payments.locator('.recharts-bar-rectangle')).toHaveCount(3);
    await expect(payments.locator('.recharts-line-curve')).toHaveCount(1);
    await expect(payments.getByRole('listitem')).toHaveText(['Suscripciones pagadas', 'Ingresos']);

    const plans = page.getByRole('region', { name: 'Usuarios con plan activo' });
    const plansTable = plans.getByRole('table', { name: 'Usuarios por plan' });
    await expect(plansTable.locator('[data-plan="semestral"]').getByRole('cell')).toHaveText(['Semestral', '7', '1', '8']);
    await expect(plansTable.locator('[data-plan="anual"]').getByRole('cell')).toHaveText(['Anual', '4', '0', '4']);
    await expect(plansTable.getByTestId('plans-total')).toHaveText(/Total\s*11\s*1\s*12/);
    await expect(plans.locator('svg.recharts-surface[role="application"]').locator(':scope > title')).toHaveText('Usuarios con plan activo');
    // Two plans, two stacked parts each (the empty "Pago pendiente" of Anual draws nothing).
    await expect(plans.locator('.recharts-bar-rectangle path')).toHaveCount(3);
  });

  test('makes the two calls in parallel, and says "No se pudieron cargar los datos de KPI." when the API fails', async ({ page }) => {
    await signInAsAdmin(page);
    const started: { path: string; at: number }[] = [];
    await page.route(kpiPath, async (route) => {
      started.push({ path: new URL(route.request().url()).pathname, at: Date.now() });
      // Answered late: had the calls been made one after the other, the second would start after this.
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Ocurrió un error inesperado. Intenta nuevamente.' } } });
    });
    await page.goto('/admin/kpis');
    await expect(page.getByRole('alert')).toHaveText('No se pudieron cargar los datos de KPI.');
    const [first, second] = started;
    expect(new Set(started.slice(0, 2).map((call) => call.path))).toEqual(new Set(['/api/kpi/get-all-paid-subscriptions', '/api/kpi/get-all-users-with-plan']));
    expect(Math.abs((second?.at ?? Infinity) - (first?.at ?? 0))).toBeLessThan(400);

    // One call failing is enough; "Reintentar" asks again.
    await page.unroute(kpiPath);
    await page.route(
      (url) => url.pathname === '/api/kpi/get-all-users-with-plan',
      (route) => route.fulfill({ status: 503, json: { error: { code: 'service-unavailable', message: 'El servicio no está disponible en este momento.' } } }),
    );
    await page.reload();
    await expect(page.getByRole('alert')).toHaveText('No se pudieron cargar los datos de KPI.');
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByTestId('kpi-totals')).toBeVisible();
  });

  test('with no payments yet, says so instead of drawing empty charts', async ({ page }) => {
    await signInAsAdmin(page);
    await page.route(
      (url) => url.pathname === '/api/kpi/get-all-paid-subscriptions',
      (route) => route.fulfill({ json: { payments: [], totals: { count: 0, revenue: 0 } } }),
    );
    await page.route(
      (url) => url.pathname === '/api/kpi/get-all-users-with-plan',
      (route) => route.fulfill({ json: { users: [{ plan: 'semestral', active: 0, pastDue: 0 }, { plan: 'anual', active: 0, pastDue: 0 }], total: 0, churn: [] } }),
    );
    await page.goto('/admin/kpis');
    await expect(page.getByTestId('kpi-totals').locator('dd')).toHaveText(['0', '0', '$0']);
    await expect(page.getByText('Aún no hay pagos registrados.')).toBeVisible();
    await expect(page.getByText('Aún no hay usuarios con un plan.')).toBeVisible();
    await expect(page.locator('svg.recharts-surface')).toHaveCount(0);
  });
});

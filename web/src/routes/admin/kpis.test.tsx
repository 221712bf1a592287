import { screen, within } from '@testing-library/react';
import { aUser, renderApp } from '../../testing/render-app';

const admin = aUser({ uid: 'admin-1', userType: 'admin', twoFactor: 'totp' });
type Churn = { month: string; inForceAtStart: number; ended: number; rate: number | null }[];
const kpis = (payments: { month: string; count: number; revenue: number }[], users: { plan: 'semestral' | 'anual'; active: number; pastDue: number }[], churn: Churn = []) => ({
  'GET /api/kpi/get-all-paid-subscriptions': () => ({
    body: { payments, totals: { count: payments.reduce((sum, row) => sum + row.count, 0), revenue: payments.reduce((sum, row) => sum + row.revenue, 0) } },
  }),
  'GET /api/kpi/get-all-users-with-plan': () => ({ body: { users, total: users.reduce((sum, row) => sum + row.active + row.pastDue, 0), churn } }),
  'GET /api/kpi/benefit-coverage': () => ({ body: { benefits: [], users: 0 } }),
});

describe('the KPIs page (/admin/kpis)', () => {
  test('one month and one of each: the singular, the month once, and pesos in full', async () => {
    await renderApp('/admin/kpis', { user: admin, api: kpis([{ month: '2026-11', count: 1, revenue: 15_000 }], [{ plan: 'semestral', active: 1, pastDue: 0 }]) });
    const payments = await screen.findByTestId('kpi-payments');
    expect(payments).toHaveTextContent('En noviembre de 2026: 1 suscripción pagada por $15.000.');
    expect(payments).not.toHaveTextContent(/Entre noviembre de 2026 y noviembre de 2026|1 suscripciones/);
    expect(screen.getByTestId('kpi-plans')).toHaveTextContent('1 usuario con plan: Semestral, 1 al día y 0 con pago pendiente.');
    expect(within(screen.getByTestId('kpi-totals')).getByText('$15.000')).toBeInTheDocument();
  });

  test('several months and users: the span and the plural', async () => {
    await renderApp('/admin/kpis', {
      user: admin,
      api: kpis(
        [
          { month: '2026-10', count: 2, revenue: 59_980 },
          { month: '2026-11', count: 1, revenue: 1_990 },
        ],
        [{ plan: 'anual', active: 2, pastDue: 1 }],
      ),
    });
    expect(await screen.findByTestId('kpi-payments')).toHaveTextContent('Entre octubre de 2026 y noviembre de 2026: 3 suscripciones pagadas por $61.970.');
    expect(screen.getByTestId('kpi-plans')).toHaveTextContent('3 usuarios con plan');
  });

  test('the churn: plans ended over plans in force when the month began, by month', async () => {
    await renderApp('/admin/kpis', {
      user: admin,
      api: kpis([], [{ plan: 'anual', active: 18, pastDue: 2 }], [
        { month: '2026-10', inForceAtStart: 0, ended: 0, rate: null },
        { month: '2026-11', inForceAtStart: 20, ended: 5, rate: 0.25 },
        { month: '2026-12', inForceAtStart: 16, ended: 2, rate: 0.125 },
      ]),
    });
    const churn = await screen.findByTestId('kpi-churn');
    expect(churn).toHaveTextContent('Diciembre de 2026: 12,5 % (2 planes terminados de 16 vigentes al inicio del mes).');
    const november = within(churn).getByRole('row', { name: /Noviembre de 2026/ });
    expect(november).toHaveTextContent('20525,0 %');
    expect(within(churn).getByRole('row', { name: /Octubre de 2026/ })).toHaveTextContent('—');
  });

  test('while the coverage loads, its placeholder is a status that says so', async () => {
    await renderApp('/admin/kpis', { user: admin, api: { ...kpis([], []), 'GET /api/kpi/benefit-coverage': () => new Promise(() => undefined) } });
    expect(await screen.findByRole('status', { name: 'Cargando la cobertura de beneficios' })).toBeInTheDocument();
  });

  test('no churn before any plan started or ended', async () => {
    await renderApp('/admin/kpis', { user: admin, api: kpis([], []) });
    expect(await screen.findByTestId('kpi-churn')).toHaveTextContent('Aún no hay planes iniciados ni terminados.');
  });

  test('the prácticas funnel, week by week, newest first, with its totals', async () => {
    const weeks = [
      { week: '2026-11-23', published: 3, count: 2, messages: 0, selections: 1 },
      { week: '2026-11-30', published: 1, count: 4, messages: 9, selections: 0 },
    ];
    await renderApp('/admin/kpis', {
      user: admin,
      api: {
        ...kpis([], []),
        'GET /api/kpi/applications-weekly': () => ({ body: { weeks, total: 6, totals: { published: 4, count: 6, messages: 9, selections: 1 } } }),
      },
    });
    const table = await screen.findByTestId('applications-weekly');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Semana del', 'Ofertas publicadas', 'Postulaciones', 'Mensajes', 'Seleccionados']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('30-11-2026149');
    expect(screen.getByTestId('internship-funnel-totals')).toHaveTextContent('Ofertas publicadas4Postulaciones6Mensajes9Seleccionados1');
  });
});

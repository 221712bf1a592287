import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyPlan } from '@shared/billing';
import { planOffers } from '@shared/plans';
import { aUser, renderApp } from '../../testing/render-app';

const myPlan = (plan: 'anual' | 'semestral' | null): MyPlan => ({
  plans: planOffers,
  subscription: plan
    ? { uid: 'u1', plan, status: 'active', priceClp: 49_990, currentPeriodStart: '2026-06-15', currentPeriodEnd: '2027-06-15', createdAt: '2026-06-15T12:00:00.000Z', updatedAt: '2026-06-15T12:00:00.000Z' }
    : null,
  payments: [],
  pendingPayment: null,
});

// Two screens and four requests a test: on a shared machine this takes longer than jest's default.
jest.setTimeout(40_000);

describe('the assisted application in Soporte (/support)', () => {
  test('an annual subscriber picks the benefit and asks for it there', async () => {
    const { fetchMock } = await renderApp('/support', {
      user: aUser({ uid: 'u1' }),
      api: {
        'GET /api/billing/plan': () => ({ body: myPlan('anual') }),
        'GET /api/support/tickets': () => ({ body: { tickets: [] } }),
        'POST /api/support/assisted-applications': () => ({ status: 201, body: { id: 'K7M2Q9XA' } }),
      },
    });
    const picker = await screen.findByTestId('assisted-picker');
    await userEvent.selectOptions(within(picker).getByRole('combobox', { name: '¿A qué beneficio quieres postular?' }), 'Pensión Garantizada Universal (PGU)');
    await userEvent.click(within(picker).getByRole('button', { name: 'Solicitar postulación asistida' }));
    await userEvent.click(within(picker).getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByTestId('assisted-sent')).toHaveTextContent('Recibimos tu solicitud K7M2Q9XA');
    const calls = fetchMock.mock.calls as [string, RequestInit | undefined][];
    const [, init] = calls.find(([input]) => input.endsWith('/api/support/assisted-applications')) ?? [];
    expect(JSON.parse(init?.body as string) as unknown).toEqual({ benefitId: 'pgu' });
  });

  test('without the annual plan, it says where to get it', async () => {
    await renderApp('/support', { user: aUser({ uid: 'u1' }), api: { 'GET /api/billing/plan': () => ({ body: myPlan('semestral') }), 'GET /api/support/tickets': () => ({ body: { tickets: [] } }) } });
    expect(await screen.findByTestId('assisted-picker-upsell')).toHaveTextContent('Con el Plan Anual te ayudamos a postular al beneficio que elijas.');
    expect(screen.getByRole('link', { name: 'Ver los planes' })).toHaveAttribute('href', '/profile/plan');
  });
});

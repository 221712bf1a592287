import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Payment } from '@shared/admin';
import type { MyPlan } from '@shared/billing';
import { planOffers } from '@shared/plans';
import { aUser, renderApp } from '../../testing/render-app';

const paid: Payment = {
  uid: 'u1',
  id: 'BCabc123',
  buyOrder: 'BCabc123',
  plan: 'semestral',
  amountClp: 29_990,
  status: 'paid',
  at: '2026-11-26T15:07:00.000Z',
  periodStart: '2026-11-26',
  periodEnd: '2027-05-26',
  authorizationCode: '1213',
  card: { cardType: 'Visa', last4: '6623' },
  paymentTypeCode: 'VN',
  installments: 0,
};

const myPlan = (overrides: Partial<MyPlan> = {}): MyPlan => ({ plans: planOffers, subscription: null, payments: [], pendingPayment: null, ...overrides });

describe('the plan page (/profile/plan)', () => {
  test('choosing a plan shows what is charged today and when next, and nothing is requested until "Pagar"', async () => {
    const { fetchMock } = await renderApp('/profile/plan', { user: aUser({ uid: 'u1' }), api: { 'GET /api/billing/plan': () => ({ body: myPlan() }) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Elegir Plan Semestral' }));
    const confirmation = await screen.findByTestId('checkout-confirmation');
    expect(within(confirmation).getByRole('heading', { name: 'Confirma tu Plan Semestral' })).toBeVisible();
    expect(within(confirmation).getByTestId('confirmation-today')).toHaveTextContent('$29.990');
    expect(within(confirmation).getByTestId('confirmation-period')).toHaveTextContent(/^Del \d{2}-\d{2}-\d{4} al \d{2}-\d{2}-\d{4}$/);
    expect(within(confirmation).getByTestId('confirmation-next')).toHaveTextContent(/^\$29\.990, entre el 01-\d{2}-\d{4} y el 05-\d{2}-\d{4}$/);
    expect(confirmation).toHaveTextContent('se renueva automáticamente');
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/billing/checkout'))).toBe(false);
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Volver a los planes' }));
    expect(await screen.findByRole('button', { name: 'Elegir Plan Anual' })).toBeVisible();
  });

  test('the receipts are dated DD-MM-AAAA, HH:MM in Chile and a paid one links to its receipt', async () => {
    await renderApp('/profile/plan', { user: aUser({ uid: 'u1' }), api: { 'GET /api/billing/plan': () => ({ body: myPlan({ payments: [paid, { ...paid, id: 'BCfail', buyOrder: 'BCfail', status: 'failed' }] }) }) } });
    const receipts = await screen.findByTestId('receipts');
    expect(receipts).toHaveTextContent('26-11-2026, 12:07');
    expect(within(receipts).getAllByRole('link', { name: 'Ver comprobante' })).toHaveLength(1);
    expect(within(receipts).getByRole('link', { name: 'Ver comprobante' })).toHaveAttribute('href', '/profile/plan/comprobantes/BCabc123');
  });
});

describe('a subscription in force (/profile/plan)', () => {
  const subscription = { uid: 'u1', plan: 'semestral' as const, status: 'active' as const, priceClp: 29_990, currentPeriodStart: '2026-06-15', currentPeriodEnd: '2026-12-15', createdAt: '2026-06-15T12:00:00.000Z', updatedAt: '2026-06-15T12:00:00.000Z', card: { cardType: 'Visa', last4: '6623' } };

  test('says when and how much the next charge is, DD-MM-AAAA', async () => {
    await renderApp('/profile/plan', { user: aUser({ uid: 'u1' }), api: { 'GET /api/billing/plan': () => ({ body: myPlan({ subscription }) }) } });
    expect(await screen.findByTestId('next-charge')).toHaveTextContent('Próximo cobro: $29.990, automáticamente entre el 01-12-2026 y el 05-12-2026.');
    expect(screen.getByTestId('my-subscription')).toHaveTextContent('Período actual: 15-06-2026 al 15-12-2026');
  });

  test('a past-due plan: changing the card is confirmed first, saying the new card is charged at once', async () => {
    await renderApp('/profile/plan', { user: aUser({ uid: 'u1' }), api: { 'GET /api/billing/plan': () => ({ body: myPlan({ subscription: { ...subscription, status: 'past_due', pastDueSince: '2026-12-01T12:00:00.000Z' } }) }) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Cambiar tarjeta' }));
    const confirmation = screen.getByTestId('card-change-confirmation');
    expect(confirmation).toHaveTextContent('Reemplazará a tu Visa terminada en 6623 para los próximos cobros.');
    expect(confirmation).toHaveTextContent('se cobrarán $29.990 a la nueva tarjeta apenas la inscribas');
    expect(within(confirmation).getByRole('button', { name: 'Inscribir nueva tarjeta en Transbank' })).toBeVisible();
  });
});

describe('after a cancellation (/profile/plan)', () => {
  const subscription = { uid: 'u1', plan: 'anual' as const, status: 'active' as const, priceClp: 49_990, currentPeriodStart: '2026-06-15', currentPeriodEnd: '2027-06-15', createdAt: '2026-06-15T12:00:00.000Z', updatedAt: '2026-06-15T12:00:00.000Z', cancelAtPeriodEnd: true };

  test('a plan cancelled at its period end offers to subscribe again: the cancellation is withdrawn and the next charge shown', async () => {
    const { fetchMock } = await renderApp('/profile/plan', {
      user: aUser({ uid: 'u1' }),
      api: { 'GET /api/billing/plan': () => ({ body: myPlan({ subscription }) }), 'POST /api/billing/resume': () => ({ body: myPlan({ subscription: { ...subscription, cancelAtPeriodEnd: false } }) }) },
    });
    expect(await screen.findByTestId('subscription-status')).toHaveTextContent('Se cancela el 15-06-2027');
    await userEvent.click(screen.getByRole('button', { name: 'Volver a suscribirme' }));
    expect(await screen.findByTestId('next-charge')).toHaveTextContent('Próximo cobro: $49.990, automáticamente entre el 01-06-2027 y el 05-06-2027.');
    expect(fetchMock.mock.calls.some(([input, init]) => String(input).endsWith('/api/billing/resume') && (init as RequestInit | undefined)?.method === 'POST')).toBe(true);
  });

  test('a plan that ended says so and offers the plans again', async () => {
    await renderApp('/profile/plan', { user: aUser({ uid: 'u1' }), api: { 'GET /api/billing/plan': () => ({ body: myPlan({ subscription: { ...subscription, status: 'cancelled', cancelledAt: '2027-06-15T13:00:00.000Z' } }) }) } });
    expect(await screen.findByTestId('plan-ended')).toHaveTextContent('Tu plan terminó. Puedes volver a suscribirte eligiendo un plan.');
    expect(screen.getByRole('button', { name: 'Elegir Plan Anual' })).toBeVisible();
  });

  test('says where the annual plan\'s assisted application is asked', async () => {
    await renderApp('/profile/plan', { user: aUser({ uid: 'u1' }), api: { 'GET /api/billing/plan': () => ({ body: myPlan() }) } });
    expect(await screen.findByText(/pídelo en Soporte, en «Postulación asistida», o desde cada beneficio en tu inicio/)).toBeVisible();
  });
});

describe('a receipt (/profile/plan/comprobantes/:paymentId)', () => {
  test('shows the issuer, the net amount and IVA, the card, the instalments and the authorization code', async () => {
    await renderApp('/profile/plan/comprobantes/BCabc123', { user: aUser({ uid: 'u1' }), api: { 'GET /api/billing/plan': () => ({ body: myPlan({ payments: [paid] }) }) } });
    const receipt = await screen.findByTestId('receipt');
    for (const text of ['Beneficios Chile SpA', '76.000.000-0', '26-11-2026, 12:07', 'Plan Semestral', '26-11-2026 al 26-05-2027', '$25.202', '$4.788', '$29.990', 'Visa terminada en 6623', 'Crédito', 'Sin cuotas', '1213'])
      expect(receipt).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Descargar comprobante (PDF)' })).toBeVisible();
  });

  test('a payment that is not the caller\'s, or was rejected, has no receipt', async () => {
    await renderApp('/profile/plan/comprobantes/BCfail', { user: aUser({ uid: 'u1' }), api: { 'GET /api/billing/plan': () => ({ body: myPlan({ payments: [{ ...paid, id: 'BCfail', status: 'failed' }] }) }) } });
    expect(await screen.findByText('No encontramos este comprobante. Revisa tus pagos en Mi plan.')).toBeVisible();
  });
});

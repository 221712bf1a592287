import type { AdminUserDetail } from '@shared/admin';
import { testUser } from '@shared/testing/users';
import { screen } from '@testing-library/react';
import { aUser, renderApp } from '../../testing/render-app';

const admin = aUser({ uid: 'admin-1', userType: 'admin', twoFactor: 'totp' });
const at = '2026-11-26T17:07:00.000Z';
const detail: AdminUserDetail = {
  user: {
    ...testUser({ uid: 'user-1', firstName: 'Rosa', lastName: 'González Pérez', rut: '6543210-2', household: { receivedBenefitIds: ['pgu'] } }),
    disabled: false,
  },
  cognito: { exists: true, enabled: true, emailVerified: true, provider: 'password', status: 'CONFIRMED' },
  subscription: null,
  payments: [],
  audit: [
    { id: 'e1', action: 'support.status-changed', actor: 'admin-1', subject: 'user-1', at, changes: { ticketId: 'K7M2Q9XA', status: { from: 'abierto', to: 'en-proceso' } } },
    { id: 'e2', action: 'payment.paid', actor: 'billing', subject: 'user-1', at, changes: { paymentId: 'b5c1e2f0-6a3b-4c1d-9e2f-0a1b2c3d4e5f', plan: 'anual', amountClp: 15_000 } },
    { id: 'e3', action: 'subscription.cancel-requested', actor: 'user-1', subject: 'user-1', at, changes: {} },
    { id: 'e4', action: 'support.admin-replied', actor: 'admin-1', subject: 'user-1', at, changes: { ticketId: 'K7M2Q9XA', messageId: 'f3a9c2d1-1b2c-4d5e-8f90-123456789abc', status: 'en-proceso' } },
    { id: 'e5', action: 'something.new', actor: 'user-1', subject: 'user-1', at, changes: { someField: 'x' } },
  ],
};

describe('the admin user detail (/admin/users/:uid)', () => {
  test('reads as Spanish, with no code, id or field name of the system', async () => {
    await renderApp('/admin/users/user-1', { user: admin, api: { 'GET /api/admin/users/{uid}': () => ({ body: detail }) } });
    const trail = await screen.findByTestId('audit-table');
    const text = document.body.textContent;
    for (const raw of ['support.status-changed', 'payment.paid', 'subscription.cancel-requested', 'something.new', 'amountClp', 'paymentId', 'messageId', 'someField', 'en-proceso', 'CONFIRMED', 'pgu', 'f3a9c2d1', 'b5c1e2f0']) {
      expect([raw, text.includes(raw)]).toEqual([raw, false]);
    }
    expect(trail).toHaveTextContent('Estado de una solicitud de soporte cambiado');
    expect(trail).toHaveTextContent('Estado: Abierto → En proceso');
    expect(trail).toHaveTextContent('Pago recibido');
    expect(trail).toHaveTextContent('Monto: $15.000');
    expect(trail).toHaveTextContent('Pidió cancelar su plan');
    expect(trail).toHaveTextContent('26-11-2026, 14:07');
    expect(screen.getByText('Confirmada')).toBeInTheDocument();
    expect(screen.getByText('Pensión Garantizada Universal (PGU)')).toBeInTheDocument();
    expect(screen.getByText('6.543.210-2')).toBeInTheDocument();
  });

  test('the billing section shows a cancellation the user asked for, with the day it takes effect, and the card', async () => {
    const subscription = { uid: 'user-1', plan: 'anual' as const, status: 'active' as const, priceClp: 49_990, currentPeriodStart: '2026-01-15', currentPeriodEnd: '2027-01-15', createdAt: at, updatedAt: at, cancelAtPeriodEnd: true, card: { cardType: 'Visa', last4: '6623' } };
    await renderApp('/admin/users/user-1', { user: admin, api: { 'GET /api/admin/users/{uid}': () => ({ body: { ...detail, subscription } }) } });
    expect(await screen.findByText('Pedida por el usuario: se cancela el 15-01-2027, sin más cobros')).toBeInTheDocument();
    expect(screen.getByText('Visa terminada en 6623')).toBeInTheDocument();
  });
});

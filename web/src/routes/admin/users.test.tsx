import type { AdminUserSummary } from '@shared/admin';
import { formatRut } from '@shared/rut';
import { screen, within } from '@testing-library/react';
import { aUser, renderApp, wideScreen } from '../../testing/render-app';

const admin = aUser({ uid: 'admin-1', userType: 'admin', twoFactor: 'totp', email: 'admin@example.cl' });
const listed: AdminUserSummary = {
  uid: 'u-7',
  firstName: 'Paula',
  lastName: 'Tarjeta',
  email: 'paula.tarjeta@example.cl',
  rut: '12345678-5',
  userType: 'client',
  activated: false,
  disabled: false,
  signupIntent: 'enterprise',
  createdAt: '2026-03-14T12:00:00.000Z',
  plan: null,
};
const api = { 'GET /api/admin/users': () => ({ body: { users: [listed], nextCursor: null } }) };

/** What each column shows of `listed`, in the table's order. */
const shown = ['Paula Tarjeta', 'paula.tarjeta@example.cl', formatRut(listed.rut), 'Cliente', 'Sin activar', 'Sin plan'];

describe('the admin users list', () => {
  test('on a wide screen, a table whose row holds every column', async () => {
    const restore = wideScreen();
    try {
      await renderApp('/admin/users', { user: admin, api });
      const row = (await screen.findByText(listed.email)).closest('tr');
      const table = screen.getByTestId('users-table');
      expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Nombre o razón social', 'Correo electrónico', 'RUT', 'Tipo', 'Estado', 'Plan', 'Creado']);
      expect(within(table).getAllByRole('row')).toHaveLength(2);
      for (const text of [...shown, 'Empresa']) expect(row).toHaveTextContent(text);
    } finally {
      restore();
    }
  });

  test('on a narrow screen, a card per user with the same columns', async () => {
    await renderApp('/admin/users', { user: admin, api });
    const card = within(await screen.findByTestId('users-cards')).getByRole('listitem');
    for (const text of [...shown, 'Empresa', `RUT ${formatRut(listed.rut)}`, 'Creado el']) expect(card).toHaveTextContent(text);
    expect(within(card).getByRole('link', { name: 'Paula Tarjeta' })).toHaveAttribute('href', '/admin/users/u-7');
  });

  test('names a company by its razón social, with its contact below', async () => {
    const company: AdminUserSummary = { ...listed, uid: 'c-1', userType: 'enterprise', companyName: 'Panadería Los Andes SpA', firstName: 'Rosa', lastName: 'Muñoz' };
    await renderApp('/admin/users', { user: admin, api: { 'GET /api/admin/users': () => ({ body: { users: [company], nextCursor: null } }) } });
    const card = within(await screen.findByTestId('users-cards')).getByRole('listitem');
    expect(within(card).getByRole('link', { name: 'Panadería Los Andes SpA' })).toHaveAttribute('href', '/admin/users/c-1');
    expect(card).toHaveTextContent('Contacto: Rosa Muñoz');
  });
});

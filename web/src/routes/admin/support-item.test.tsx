import type { SupportDeskItem } from '@shared/support-desk';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser, renderApp } from '../../testing/render-app';

const admin = aUser({ uid: 'admin-1', userType: 'admin', twoFactor: 'totp' });
const item = (overrides: Partial<Extract<SupportDeskItem, { kind: 'ticket' }>> = {}): SupportDeskItem => ({
  kind: 'ticket',
  id: 'K7M2Q9XA',
  uid: 'user-1',
  asunto: 'No veo la PGU',
  mensaje: 'No aparece la PGU en mi panel.',
  status: 'abierto',
  createdAt: '2026-11-26T17:07:00.000Z',
  updatedAt: '2026-11-26T17:07:00.000Z',
  email: 'rosa@example.cl',
  name: 'Rosa González Pérez',
  rut: '6543210-2',
  thread: [],
  ...overrides,
});

/** The desk's API for one ticket: it answers the status moves it is sent, and records them. */
const deskApi = (start: SupportDeskItem) => {
  let current = start;
  const moves: unknown[] = [];
  return {
    moves,
    api: {
      'GET /api/admin/support/items/{uid}/{itemId}': () => ({ body: current }),
      'PATCH /api/admin/support/items/{uid}/{itemId}': ({ body }: { body: unknown }) => {
        moves.push(body);
        current = { ...current, status: (body as { status: SupportDeskItem['status'] }).status };
        return { body: current };
      },
    },
  };
};

describe('an admin’s ticket (/admin/support/:uid/:itemId)', () => {
  test('the reply box says that answering an open ticket moves it to "En proceso"; the RUT and dates read as in Chile', async () => {
    await renderApp('/admin/support/user-1/K7M2Q9XA', { user: admin, api: deskApi(item()).api });
    expect(await screen.findByText('Al enviar la respuesta, la solicitud pasa a En proceso.')).toBeInTheDocument();
    expect(screen.getByText('6.543.210-2')).toBeInTheDocument();
    expect(screen.getByText('Ticket K7M2Q9XA · 26-11-2026, 14:07')).toBeInTheDocument();
  });

  test('"Marcar como cerrado" asks first, and a close can be undone at once', async () => {
    const { api, moves } = deskApi(item({ status: 'en-proceso' }));
    await renderApp('/admin/support/user-1/K7M2Q9XA', { user: admin, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Marcar como cerrado' }));
    expect(screen.getByText('¿Cerrar esta solicitud? La persona la verá cerrada; si responde, se vuelve a abrir.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(moves).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Marcar como cerrado' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sí, cerrar' }));
    await waitFor(() => expect(screen.getByTestId('ticket-status')).toHaveTextContent('Cerrado'));
    await userEvent.click(screen.getByRole('button', { name: 'Deshacer' }));
    await waitFor(() => expect(screen.getByTestId('ticket-status')).toHaveTextContent('En proceso'));
    expect(moves).toEqual([{ status: 'cerrado' }, { status: 'en-proceso' }]);
  });

  test('a closed ticket can be reopened', async () => {
    const { api, moves } = deskApi(item({ status: 'cerrado' }));
    await renderApp('/admin/support/user-1/K7M2Q9XA', { user: admin, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Reabrir' }));
    await waitFor(() => expect(screen.getByTestId('ticket-status')).toHaveTextContent('En proceso'));
    expect(moves).toEqual([{ status: 'en-proceso' }]);
  });
});

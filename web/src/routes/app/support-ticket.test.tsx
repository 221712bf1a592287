import type { SupportTicketDetail } from '@shared/support-desk';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser, renderApp } from '../../testing/render-app';

const ticket = (overrides: Partial<SupportTicketDetail> = {}): SupportTicketDetail => ({
  id: 'K7M2Q9XA',
  asunto: 'No veo la PGU',
  mensaje: 'No aparece la PGU en mi panel.',
  status: 'abierto',
  createdAt: '2026-03-10T12:00:00.000Z',
  updatedAt: '2026-03-10T12:00:00.000Z',
  thread: [],
  ...overrides,
});
const answered = ticket({ status: 'en-proceso', thread: [{ id: 'm1', author: 'equipo', mensaje: 'Ya lo revisamos.', at: '2026-03-11T10:00:00.000Z' }] });

describe('the user\'s ticket page (/support/tickets/:ticketId)', () => {
  test('shows the thread and the status, and fetches the ticket again when the tab comes back into view', async () => {
    let current = ticket();
    const api = { 'GET /api/support/tickets/{ticketId}': ({ params }: { params: Record<string, string> }) => (params.ticketId === 'K7M2Q9XA' ? { body: current } : { status: 404 }) };
    await renderApp('/support/tickets/K7M2Q9XA', { user: aUser(), api });
    expect(await screen.findByTestId('ticket-status')).toHaveTextContent('Abierto');
    expect(screen.getByTestId('ticket-thread')).toHaveTextContent('No aparece la PGU en mi panel.');

    current = answered;
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(screen.getByTestId('ticket-status')).toHaveTextContent('En proceso'));
    expect(within(screen.getByTestId('ticket-thread')).getByText('Ya lo revisamos.')).toBeInTheDocument();
  });

  test('sends a reply and shows it; a refusal shows the server\'s Spanish message and keeps the text', async () => {
    const bodies: unknown[] = [];
    let refuse = false;
    const api = {
      'GET /api/support/tickets/{ticketId}': () => ({ body: answered }),
      'POST /api/support/tickets/{ticketId}/replies': ({ body }: { body: unknown }) => {
        bodies.push(body);
        if (refuse) return { status: 409, body: { error: { code: 'ticket-closed', message: 'Este ticket está cerrado. Si necesitas más ayuda, abre un ticket nuevo.' } } };
        return { body: { ...answered, thread: [...answered.thread, { id: 'm2', author: 'usuario', mensaje: 'Gracias.', at: '2026-03-11T11:00:00.000Z' }] } };
      },
    };
    await renderApp('/support/tickets/K7M2Q9XA', { user: aUser(), api });
    await userEvent.type(await screen.findByLabelText(/Tu respuesta/), 'Gracias.');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    expect(await within(screen.getByTestId('ticket-thread')).findByText('Gracias.')).toBeInTheDocument();
    expect(bodies).toEqual([{ mensaje: 'Gracias.' }]);

    refuse = true;
    await userEvent.type(screen.getByLabelText(/Tu respuesta/), 'Otra cosa.');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este ticket está cerrado. Si necesitas más ayuda, abre un ticket nuevo.');
    expect(screen.getByLabelText(/Tu respuesta/)).toHaveValue('Otra cosa.');
  });

  test('a person can still answer a closed ticket, told that it opens again', async () => {
    const bodies: unknown[] = [];
    const closed = ticket({ status: 'cerrado', thread: [{ id: 'm1', author: 'equipo', mensaje: '¿Tienes tu Registro Social de Hogares?', at: '2026-03-11T10:00:00.000Z' }] });
    const api = {
      'GET /api/support/tickets/{ticketId}': () => ({ body: closed }),
      'POST /api/support/tickets/{ticketId}/replies': ({ body }: { body: unknown }) => {
        bodies.push(body);
        return { status: 201, body: { ...closed, status: 'abierto', thread: [...closed.thread, { id: 'm2', author: 'usuario', mensaje: 'Sí, tramo 40.', at: '2026-03-11T11:00:00.000Z' }] } };
      },
    };
    await renderApp('/support/tickets/K7M2Q9XA', { user: aUser(), api });
    expect(await screen.findByText('Este ticket está cerrado. Si respondes, se vuelve a abrir y el equipo lo verá.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Tu respuesta/), 'Sí, tramo 40.');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    await waitFor(() => expect(screen.getByTestId('ticket-status')).toHaveTextContent('Abierto'));
    expect(bodies).toEqual([{ mensaje: 'Sí, tramo 40.' }]);
  });

  test('a closed assisted request has no reply box', async () => {
    await renderApp('/support/tickets/K7M2Q9XA', { user: aUser(), api: { 'GET /api/support/tickets/{ticketId}': () => ({ body: ticket({ status: 'cerrado', benefitName: 'Pensión Garantizada Universal' }) }) } });
    expect(await screen.findByText('Esta solicitud está cerrada. Si necesitas más ayuda, pide una nueva desde tu panel o abre un ticket desde Soporte.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Tu respuesta/)).not.toBeInTheDocument();
  });

  test('dates read DD-MM-AAAA with the full year', async () => {
    await renderApp('/support/tickets/K7M2Q9XA', { user: aUser(), api: { 'GET /api/support/tickets/{ticketId}': () => ({ body: answered }) } });
    expect(await screen.findByText('Ticket K7M2Q9XA · abierto el 10-03-2026, 09:00')).toBeInTheDocument();
    expect(screen.getByTestId('ticket-thread')).toHaveTextContent('11-03-2026, 07:00');
  });

  test("another user's ticket reads as not found", async () => {
    await renderApp('/support/tickets/NOPE2345', { user: aUser(), api: { 'GET /api/support/tickets/{ticketId}': () => ({ status: 404, body: { error: { code: 'not-found', message: 'No encontramos lo que buscas.' } } }) } });
    expect(await screen.findByRole('alert')).toHaveTextContent('No encontramos lo que buscas.');
  });
});

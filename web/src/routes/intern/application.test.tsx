import type { ApplicationThread, StudentApplication } from '@shared/students';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser, renderApp } from '../../testing/render-app';

const application: StudentApplication = {
  offerId: 'OF-1',
  offerTitle: 'Práctica en marketing digital',
  companyName: 'Los Aromos',
  status: 'seleccionada',
  message: 'Me interesa.',
  appliedAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
  unreadMessages: true,
};
const thread = (fields: Partial<ApplicationThread> = {}): ApplicationThread => ({
  offerId: 'OF-1',
  studentUid: 'u-1',
  offerTitle: 'Práctica en marketing digital',
  companyName: 'Los Aromos',
  studentName: 'Paula Muñoz',
  status: 'seleccionada',
  open: true,
  messages: [{ messageId: 'M-1', author: 'company', text: '¿Puedes venir el lunes?', at: '2026-03-02T10:00:00.000Z' }],
  ...fields,
});

describe("a student's application (/intern/myapplications/:offerId)", () => {
  test('shows its status and the thread with the company, and sends a message', async () => {
    let messages = thread().messages;
    const sent: unknown[] = [];
    await renderApp('/intern/myapplications/OF-1', {
      user: aUser(),
      api: {
        'GET /api/intern/applications': () => ({ body: { applications: [application] } }),
        'GET /api/intern/applications/{offerId}/messages': () => ({ body: thread({ messages }) }),
        'POST /api/intern/applications/{offerId}/messages': ({ body }) => {
          sent.push(body);
          const message = { messageId: 'M-2', author: 'student' as const, text: 'Sí, a las 10.', at: '2026-03-02T11:00:00.000Z' };
          messages = [...messages, message];
          return { status: 201, body: message };
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Práctica en marketing digital' })).toBeInTheDocument();
    expect(within(screen.getByTestId('my-application')).getByTestId('application-status')).toHaveTextContent('Seleccionada');
    const conversation = await screen.findByTestId('application-thread');
    expect(within(conversation).getByRole('heading', { name: 'Mensajes con Los Aromos' })).toBeInTheDocument();
    expect(within(conversation).getByText('¿Puedes venir el lunes?')).toBeInTheDocument();

    // An empty message is refused in Spanish before anything is sent.
    await userEvent.click(within(conversation).getByRole('button', { name: 'Enviar mensaje' }));
    expect(await within(conversation).findByText('Escribe tu mensaje.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.type(within(conversation).getByLabelText(/Tu mensaje/), 'Sí, a las 10.');
    await userEvent.click(within(conversation).getByRole('button', { name: 'Enviar mensaje' }));
    await waitFor(() => expect(within(conversation).getByText('Sí, a las 10.')).toBeInTheDocument());
    expect(sent).toEqual([{ text: 'Sí, a las 10.' }]);
    expect(within(conversation).getByLabelText(/Tu mensaje/)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Rechazar la práctica' })).toBeInTheDocument();
  });

  test('a withdrawn application keeps its messages to read, with the conversation closed', async () => {
    await renderApp('/intern/myapplications/OF-1', {
      user: aUser(),
      api: {
        'GET /api/intern/applications': () => ({ body: { applications: [{ ...application, status: 'retirada' }] } }),
        'GET /api/intern/applications/{offerId}/messages': () => ({ body: thread({ status: 'retirada', open: false }) }),
      },
    });
    const conversation = await screen.findByTestId('application-thread');
    expect(within(conversation).getByText('¿Puedes venir el lunes?')).toBeInTheDocument();
    expect(within(conversation).getByTestId('thread-closed')).toHaveTextContent('esta conversación quedó cerrada');
    expect(within(conversation).queryByRole('button', { name: 'Enviar mensaje' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Rechazar|Retirar/ })).not.toBeInTheDocument();
  });

  test('another offer than the student’s own says so in Spanish', async () => {
    await renderApp('/intern/myapplications/OF-9', {
      user: aUser(),
      api: {
        'GET /api/intern/applications': () => ({ body: { applications: [application] } }),
        'GET /api/intern/applications/{offerId}/messages': () => ({ status: 404, body: { error: { code: 'not-found', message: 'No encontramos lo que buscas.' } } }),
      },
    });
    expect(await screen.findByText('No encontramos esta postulación entre las tuyas.')).toBeInTheDocument();
  });
});

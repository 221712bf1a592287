import { demoAccounts, mailsTo, signIn, startTestStack } from '../../infra/local/testing/local-stack';
import type { SupportDeskItem, SupportInbox, SupportTicketDetail } from '../../shared/support-desk';

/**
 * The support desk on the real emulators: a user opens a ticket, an admin finds it in the inbox
 * (by status and by search), answers it; the answer is mailed through SES, the user sees it in the
 * ticket with the status moved, replies, and the admin closes it; then nobody can write in it.
 */
jest.setTimeout(120_000);

let stack: Awaited<ReturnType<typeof startTestStack>>;

interface Answer<Body = Record<string, unknown>> {
  status: number;
  body: Body & { error?: { code: string; message: string } };
}

const api = async <Body = Record<string, unknown>>(method: string, pathname: string, token: string, body?: unknown): Promise<Answer<Body>> => {
  const response = await fetch(`${stack.urls.app}${pathname}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Answer<Body>['body'] };
};

let user: { uid: string; email: string; token: string };
let otherToken: string;
let adminToken: string;

const register = async (email: string, rut: string) => {
  const anonymous = await fetch(`${stack.urls.app}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Clara', lastName: 'Mesa', rut, birthDate: '1958-05-20', email, password: 'secreta1', acceptTerms: true }),
  });
  expect(anonymous.status).toBe(201);
  const { uid } = (await anonymous.json()) as { uid: string };
  return { uid, email, token: await signIn(stack, email, 'secreta1') };
};

beforeAll(async () => {
  stack = await startTestStack();
  user = await register('clara.mesa@example.cl', '13.579.246-2');
  otherToken = (await register('otro.mesa@example.cl', '14.680.357-1')).token;
  adminToken = await signIn(stack, demoAccounts.admin.email, demoAccounts.admin.password);
});
afterAll(async () => {
  await stack.stop();
});

describe('the support desk', () => {
  it('a ticket answered by an admin: inbox, reply mailed, seen by the user, status moved, closed', async () => {
    const opened = await api<SupportTicketDetail>('POST', '/api/support/tickets', user.token, { asunto: 'Bono Invierno', mensaje: 'No sé si me corresponde el Bono Invierno.' });
    expect(opened.status).toBe(201);
    const ticketId = opened.body.id;

    // The inbox: open items, found by the user's RUT and by the subject without its accents.
    const open = await api<SupportInbox>('GET', '/api/admin/support/inbox?status=abierto', adminToken);
    expect(open.body.items.map((item) => item.id)).toContain(ticketId);
    const byRut = await api<SupportInbox>('GET', '/api/admin/support/inbox?q=13579246-2', adminToken);
    expect(byRut.body.items).toEqual([expect.objectContaining({ id: ticketId, uid: user.uid, email: user.email, status: 'abierto', kind: 'ticket' })]);
    expect((await api<SupportInbox>('GET', '/api/admin/support/inbox?q=bono%20invierno', adminToken)).body.items.map((item) => item.id)).toEqual([ticketId]);
    expect((await api<SupportInbox>('GET', '/api/admin/support/inbox?olderThanDays=1', adminToken)).body.items.map((item) => item.id)).not.toContain(ticketId);

    // A user cannot use the admin's routes, nor read or write in another user's ticket.
    expect((await api('GET', '/api/admin/support/inbox', user.token)).status).toBe(403);
    expect((await api('GET', `/api/support/tickets/${ticketId}`, otherToken)).status).toBe(404);
    expect((await api('POST', `/api/support/tickets/${ticketId}/replies`, otherToken, { mensaje: 'Hola' })).status).toBe(404);

    // An invalid move changes nothing.
    const skipped = await api('PATCH', `/api/admin/support/items/${user.uid}/${ticketId}`, adminToken, { status: 'cerrado' });
    expect(skipped.status).toBe(409);
    expect(skipped.body.error?.code).toBe('invalid-transition');

    const answered = await api<SupportDeskItem>('POST', `/api/admin/support/items/${user.uid}/${ticketId}/replies`, adminToken, { mensaje: 'Hola Clara: sí te corresponde, se paga en mayo.' });
    expect(answered.status).toBe(201);
    expect(answered.body.status).toBe('en-proceso');

    const mails = await mailsTo(stack, user.email, 2);
    const replyMail = mails.find((mail) => mail.subject.startsWith('Respondimos tu ticket'));
    expect(replyMail?.subject).toBe(`Respondimos tu ticket ${ticketId}: Bono Invierno`);
    expect(replyMail?.body.text).toContain('Hola Clara: sí te corresponde, se paga en mayo.');

    const seen = await api<SupportTicketDetail>('GET', `/api/support/tickets/${ticketId}`, user.token);
    expect(seen.body).toMatchObject({ id: ticketId, status: 'en-proceso', thread: [{ author: 'equipo', mensaje: 'Hola Clara: sí te corresponde, se paga en mayo.' }] });
    expect((await api<{ tickets: { id: string; status: string }[] }>('GET', '/api/support/tickets', user.token)).body.tickets[0]).toMatchObject({ id: ticketId, status: 'en-proceso' });

    const userReply = await api<SupportTicketDetail>('POST', `/api/support/tickets/${ticketId}/replies`, user.token, { mensaje: 'Gracias, ¿dónde lo cobro?' });
    expect(userReply.status).toBe(201);
    expect(userReply.body.thread.map((message) => message.author)).toEqual(['equipo', 'usuario']);

    const closed = await api<SupportDeskItem>('PATCH', `/api/admin/support/items/${user.uid}/${ticketId}`, adminToken, { status: 'cerrado' });
    expect(closed.status).toBe(200);
    expect((await api<SupportInbox>('GET', '/api/admin/support/inbox?status=cerrado', adminToken)).body.items.map((item) => item.id)).toContain(ticketId);
    expect((await api<SupportInbox>('GET', '/api/admin/support/inbox?status=abierto', adminToken)).body.items.map((item) => item.id)).not.toContain(ticketId);

    // The person can still answer a closed ticket: the answer opens it again for the team.
    const reopened = await api('POST', `/api/support/tickets/${ticketId}/replies`, user.token, { mensaje: 'Una cosa más.' });
    expect(reopened.status).toBe(201);
    expect((await api<SupportTicketDetail>('GET', `/api/support/tickets/${ticketId}`, user.token)).body).toMatchObject({ status: 'abierto', thread: [{}, {}, { author: 'usuario', mensaje: 'Una cosa más.' }] });
    expect((await api<SupportInbox>('GET', '/api/admin/support/inbox?status=abierto', adminToken)).body.items.map((item) => item.id)).toContain(ticketId);
  });

  it('lists each item with the person as they are now: a name changed since shows changed in the list and the item', async () => {
    const changing = await register('nombre.cambia@example.cl', '15.791.468-5');
    const opened = await api<SupportTicketDetail>('POST', '/api/support/tickets', changing.token, { asunto: 'Cambio de nombre', mensaje: 'Escribo antes de cambiar mi nombre.' });
    expect(opened.status).toBe(201);
    expect((await api('PATCH', '/api/me', changing.token, { firstName: 'Clarisa', lastName: 'Mesa Rojas' })).status).toBe(200);

    const listed = (await api<SupportInbox>('GET', '/api/admin/support/inbox?status=abierto', adminToken)).body.items.find((item) => item.id === opened.body.id);
    expect(listed).toMatchObject({ name: 'Clarisa Mesa Rojas', email: 'nombre.cambia@example.cl' });
    const shown = await api<SupportDeskItem>('GET', `/api/admin/support/items/${changing.uid}/${opened.body.id}`, adminToken);
    expect(shown.body).toMatchObject({ name: 'Clarisa Mesa Rojas' });
  });

  it('lists insurance contact requests in the same inbox and moves them, without a thread', async () => {
    const requested = await api<{ id: string }>('POST', '/api/seguros/contact-requests', user.token, { insuranceType: 'salud', phone: '+56 9 8765 4321' });
    expect(requested.status).toBe(201);
    const inbox = await api<SupportInbox>('GET', '/api/admin/support/inbox', adminToken);
    expect(inbox.body.items[0]).toMatchObject({ kind: 'insurance', id: requested.body.id, status: 'abierto' });
    expect((await api('POST', `/api/admin/support/items/${user.uid}/${requested.body.id}/replies`, adminToken, { mensaje: 'Te llamamos.' })).body.error?.code).toBe('no-thread');
    const moved = await api<SupportDeskItem>('PATCH', `/api/admin/support/items/${user.uid}/${requested.body.id}`, adminToken, { status: 'en-proceso' });
    expect(moved.body).toMatchObject({ kind: 'insurance', status: 'en-proceso', phone: '+56 9 8765 4321' });
  });
});

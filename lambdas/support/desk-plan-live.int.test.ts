import WebSocket from 'ws';
import { demoAccounts, signIn, startTestStack } from '../../infra/local/testing/local-stack';
import { LIVE_PROTOCOL, parseLiveMessage, type LiveMessage } from '../../shared/live';
import type { SupportTicket } from '../../shared/support';
import type { SupportDeskItem, SupportInbox } from '../../shared/support-desk';

/**
 * Issue 15's support desk on the real emulators: priority support and the assisted-application
 * request decided from the subscription record in DynamoDB; each change's event written in its own
 * transaction (DynamoDB Local's, all or nothing); an admin's reply pushed to its owner's socket only.
 */
jest.setTimeout(180_000);

let stack: Awaited<ReturnType<typeof startTestStack>>;
type Answer<Body> = { status: number; body: Body & { error?: { code: string; message: string } } };
const api = async <Body = Record<string, unknown>>(method: string, pathname: string, token: string, body?: unknown): Promise<Answer<Body>> => {
  const response = await fetch(`${stack.urls.app}${pathname}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Answer<Body>['body'] };
};

const register = async (email: string, rut: string) => {
  const response = await fetch(`${stack.urls.app}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Marta', lastName: 'Plan', rut, birthDate: '1958-05-20', email, password: 'secreta1', acceptTerms: true }),
  });
  expect(response.status).toBe(201);
  const { uid } = (await response.json()) as { uid: string };
  return { uid, token: await signIn(stack, email, 'secreta1') };
};

/** The outbox items (events) that name this id, as the relay reads them. */
const eventsNaming = async (id: string): Promise<string[]> => {
  const { dynamo } = await import('../lib/clients/dynamo');
  const { ScanCommand } = await import('@aws-sdk/lib-dynamodb');
  const { Items = [] } = await dynamo.send(new ScanCommand({ TableName: stack.env.TABLE_OUTBOX, FilterExpression: 'contains(detail, :id)', ExpressionAttributeValues: { ':id': id } }));
  return Items.map((item) => String(item.detailType)).sort();
};

const openSocket = async (token: string) => {
  const received: LiveMessage[] = [];
  const { liveUrl } = (await (await fetch(`${stack.urls.app}/config.json`)).json()) as { liveUrl: string };
  const socket = new WebSocket(liveUrl, [LIVE_PROTOCOL, token]);
  socket.on('message', (data: Buffer) => {
    const message = parseLiveMessage(data.toString('utf8'));
    if (message) received.push(message);
  });
  await new Promise<void>((resolve, reject) => {
    socket.on('open', () => resolve());
    socket.on('error', reject);
  });
  return { socket, received };
};

let subscriber: { uid: string; token: string };
let other: { uid: string; token: string };
let adminToken: string;

beforeAll(async () => {
  stack = await startTestStack();
  [subscriber, other] = [await register('marta.anual@example.cl', '13.579.246-2'), await register('otro.plan@example.cl', '14.680.357-1')];
  adminToken = await signIn(stack, demoAccounts.admin.email, demoAccounts.admin.password);
  const { subscriptionItem } = await import('../billing/billing.repository');
  const { dynamo } = await import('../lib/clients/dynamo');
  const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
  const now = new Date().toISOString();
  await dynamo.send(
    new PutCommand({
      TableName: stack.env.TABLE_BILLING,
      Item: subscriptionItem({ uid: subscriber.uid, plan: 'anual', status: 'active', priceClp: 49_990, currentPeriodStart: '2026-01-10', currentPeriodEnd: '2027-01-10', createdAt: now, updatedAt: now }),
    }),
  );
});
afterAll(async () => {
  await stack.stop();
});

describe('priority support and the outbox in the change’s own transaction', () => {
  it('flags the subscriber’s ticket as priority (the inbox filters it), not the other user’s; each writes exactly one event; a refused write writes none', async () => {
    const mine = await api<SupportTicket>('POST', '/api/support/tickets', subscriber.token, { asunto: 'Bono Invierno', mensaje: 'No sé si me corresponde el Bono Invierno.' });
    const theirs = await api<SupportTicket>('POST', '/api/support/tickets', other.token, { asunto: 'Consulta', mensaje: 'Tengo una consulta sobre mi panel.' });
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(mine.body.priority).toBe(true);
    expect(theirs.body).not.toHaveProperty('priority');

    const priority = await api<SupportInbox>('GET', '/api/admin/support/inbox?priority=1', adminToken);
    expect(priority.body.items.map((item) => item.id)).toContain(mine.body.id);
    expect(priority.body.items.map((item) => item.id)).not.toContain(theirs.body.id);
    expect(priority.body.items.every((item) => item.priority === true)).toBe(true);
    expect(await eventsNaming(mine.body.id)).toEqual(['SupportTicketOpened']);

    // A reply decided on a status the ticket no longer has: DynamoDB refuses the transaction, so neither the message nor its event is written.
    const { appendMessage, findItem } = await import('./desk.repository');
    const { outboxWrite } = await import('../lib/events');
    const stored = await findItem(subscriber.uid, mine.body.id, 'ticket');
    if (!stored) throw new Error('The ticket is not stored');
    const refused = await appendMessage(stored, { author: 'equipo', mensaje: 'Tarde', actor: 'admin' }, 'cerrado', undefined, (message, status) =>
      outboxWrite('SupportTicketReplied', { uid: subscriber.uid, ticketId: mine.body.id, ticketAt: stored.createdAt, messageId: message.id, author: 'equipo', actor: subscriber.uid, status, at: message.at }),
    );
    expect(refused.ok).toBe(false);
    expect(await eventsNaming(mine.body.id)).toEqual(['SupportTicketOpened']);
    expect((await findItem(subscriber.uid, mine.body.id, 'ticket'))?.thread).toBeUndefined();

    const replied = await api('POST', `/api/admin/support/items/${subscriber.uid}/${mine.body.id}/replies`, adminToken, { mensaje: 'Hola Marta, ya lo revisamos.' });
    expect(replied.status).toBe(201);
    expect(await eventsNaming(mine.body.id)).toEqual(['SupportTicketOpened', 'SupportTicketReplied']);
  });
});

describe('replies pushed live', () => {
  it('tells the owner’s socket that an admin replied, and not another user’s socket', async () => {
    const ticket = await api<SupportTicket>('POST', '/api/support/tickets', subscriber.token, { asunto: 'Aguinaldo', mensaje: '¿Cuándo pagan el aguinaldo de Navidad?' });
    await stack.settle();
    const owner = await openSocket(subscriber.token);
    const stranger = await openSocket(other.token);
    expect((await api('POST', `/api/admin/support/items/${subscriber.uid}/${ticket.body.id}/replies`, adminToken, { mensaje: 'Se paga en diciembre.' })).status).toBe(201);
    await stack.streams.drain();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(owner.received).toContainEqual({ type: 'support', itemId: ticket.body.id });
    expect(stranger.received.filter((message) => message.type === 'support')).toEqual([]);
    owner.socket.close();
    stranger.socket.close();
  });
});

describe('the assisted-application request', () => {
  it('is refused in Spanish without the annual plan; one per benefit while open; a ticket of its own kind through the desk; asked again once closed', async () => {
    const refused = await api('POST', '/api/support/assisted-applications', other.token, { benefitId: 'pgu' });
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toBe('La postulación asistida está incluida en el Plan Anual. Revisa los planes en Mi Perfil → Plan.');

    const first = await api<SupportTicket>('POST', '/api/support/assisted-applications', subscriber.token, { benefitId: 'pgu', mensaje: 'Necesito ayuda con la PGU.' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ benefitId: 'pgu', status: 'abierto', priority: true, mensaje: 'Necesito ayuda con la PGU.' });
    const again = await api('POST', '/api/support/assisted-applications', subscriber.token, { benefitId: 'pgu' });
    expect(again.status).toBe(409);
    expect(again.body.error?.code).toBe('assisted-request-open');

    const inbox = await api<SupportInbox>('GET', '/api/admin/support/inbox?kind=assisted', adminToken);
    expect(inbox.body.items.map((item) => [item.id, item.kind])).toEqual([[first.body.id, 'assisted']]);
    const mine = await api<{ tickets: SupportTicket[] }>('GET', '/api/support/tickets', subscriber.token);
    expect(mine.body.tickets.find((ticket) => ticket.id === first.body.id)).toMatchObject({ benefitId: 'pgu' });

    const path = `/api/admin/support/items/${subscriber.uid}/${first.body.id}`;
    expect((await api<SupportDeskItem>('POST', `${path}/replies`, adminToken, { mensaje: 'Te llamamos mañana.' })).body.status).toBe('en-proceso');
    expect((await api<SupportDeskItem>('PATCH', path, adminToken, { status: 'cerrado' })).body.status).toBe('cerrado');
    expect((await api('POST', '/api/support/assisted-applications', subscriber.token, { benefitId: 'pgu' })).status).toBe(201);
  });
});

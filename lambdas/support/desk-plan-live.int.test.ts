import WebSocket from 'ws';
import { demoAccounts, signIn, startTestStack } from '../../infra/local/testing/local-stack';
import { outboxRecords } from '../../infra/local/testing/outbox-stream';
import { LIVE_PROTOCOL, type LiveMessage } from '../../shared/live';
import { parseLiveMessage } from '../../shared/live-message';
import type { SupportTicket } from '../../shared/support';
import type { SupportDeskItem, SupportInbox } from '../../shared/support-desk';

/**
 * The support desk on the real emulators: priority support and the assisted-application
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

/** The events written that name this id (the outbox's stream: the relay deletes each item it relayed). */
const eventsNaming = async (id: string): Promise<string[]> =>
  (await outboxRecords(stack.env.TABLE_OUTBOX ?? '')).filter((record) => record.detail.includes(id)).map((record) => record.detailType).sort();

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

/** An active annual subscription in the billing table, as the billing flow leaves it. */
const subscribeAnnual = async (uid: string) => {
  const { subscriptionItem } = await import('../billing/billing.repository');
  const { dynamo } = await import('../lib/clients/dynamo');
  const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
  const now = new Date().toISOString();
  await dynamo.send(
    new PutCommand({
      TableName: stack.env.TABLE_BILLING,
      Item: subscriptionItem({ uid, plan: 'anual', status: 'active', priceClp: 49_990, currentPeriodStart: '2026-01-10', currentPeriodEnd: '2027-01-10', createdAt: now, updatedAt: now }),
    }),
  );
};

let subscriber: { uid: string; token: string };
let other: { uid: string; token: string };
let adminToken: string;

beforeAll(async () => {
  stack = await startTestStack();
  [subscriber, other] = [await register('marta.anual@example.cl', '13.579.246-2'), await register('otro.plan@example.cl', '14.680.357-1')];
  adminToken = await signIn(stack, demoAccounts.admin.email, demoAccounts.admin.password);
  await subscribeAnnual(subscriber.uid);
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

describe('priority items first in the inbox', () => {
  // A subscriber of their own: the one above has used its five tickets of the hour.
  let vip: { uid: string; token: string };
  beforeAll(async () => {
    vip = await register('vip.anual@example.cl', '15.234.567-4');
    await subscribeAnnual(vip.uid);
  });

  /** Every page of the inbox for these filters, in order. */
  const allPages = async (filters: string): Promise<SupportInbox[]> => {
    const pages: SupportInbox[] = [];
    let cursor: string | undefined;
    do {
      const page = await api<SupportInbox>('GET', `/api/admin/support/inbox?${filters}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, adminToken);
      expect(page.status).toBe(200);
      pages.push(page.body);
      cursor = page.body.cursor;
    } while (cursor && pages.length < 20);
    return pages;
  };

  it('lists a priority ticket older than a normal one first within its status, and pages over both groups without skipping or repeating an item', async () => {
    const older = await api<SupportTicket>('POST', '/api/support/tickets', vip.token, { asunto: 'Prioritario antiguo', mensaje: 'Escribí primero, con mi Plan Anual.' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const newer = await api<SupportTicket>('POST', '/api/support/tickets', other.token, { asunto: 'Normal reciente', mensaje: 'Escribí después, sin plan.' });
    expect([older.body.priority, newer.body.priority]).toEqual([true, undefined]);
    const firstPage = await api<SupportInbox>('GET', '/api/admin/support/inbox?status=abierto', adminToken);
    const ids = firstPage.body.items.map((item) => item.id);
    expect(ids.indexOf(older.body.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(older.body.id)).toBeLessThan(ids.indexOf(newer.body.id));

    // More than a page of open items, written by the product's own repository (the API allows 5 tickets an hour).
    const { createTicket } = await import('./support.repository');
    const { outboxWrite } = await import('../lib/events');
    const profile = { firstName: 'Marta', lastName: 'Plan', email: 'vip.anual@example.cl', rut: '15.234.567-4' };
    const written: { id: string; priority: boolean }[] = [];
    for (let n = 0; n < 24; n += 1) {
      const priority = n % 8 === 0;
      const ticket = await createTicket(vip.uid, { asunto: `Lote ${String(n)}`, mensaje: 'Un ticket más del lote.', ...(priority ? { priority: true as const } : {}) }, profile, (stored) =>
        outboxWrite('SupportTicketOpened', { uid: vip.uid, ticketId: stored.id, at: stored.createdAt }),
      );
      written.push({ id: ticket?.id ?? '', priority });
    }

    for (const filters of ['status=abierto', '']) {
      const pages = await allPages(filters);
      expect(pages.length).toBeGreaterThan(1);
      const listed = pages.flatMap((page) => page.items);
      const listedIds = listed.map((item) => item.id);
      expect(new Set(listedIds).size).toBe(listedIds.length);
      expect(listedIds).toEqual(expect.arrayContaining([...written.map((item) => item.id), older.body.id, newer.body.id]));
      // Every priority item (not closed) before every other one, each group newest movement first.
      const firstOther = listed.findIndex((item) => !(item.priority && item.status !== 'cerrado'));
      expect(listed.slice(firstOther).filter((item) => item.priority && item.status !== 'cerrado')).toEqual([]);
      for (const group of [listed.slice(0, firstOther), listed.slice(firstOther)]) {
        const times = group.map((item) => item.updatedAt);
        expect(times).toEqual([...times].sort().reverse());
      }
    }
  });

  it('keeps a closed priority ticket first among the closed ones, and no longer among the whole inbox’s first', async () => {
    const ticket = await api<SupportTicket>('POST', '/api/support/tickets', vip.token, { asunto: 'Para cerrar', mensaje: 'Este ticket se cerrará pronto.' });
    const path = `/api/admin/support/items/${vip.uid}/${ticket.body.id}`;
    expect((await api('PATCH', path, adminToken, { status: 'en-proceso' })).status).toBe(200);
    expect((await api('PATCH', path, adminToken, { status: 'cerrado' })).status).toBe(200);
    const normal = await api<SupportTicket>('POST', '/api/seguros/contact-requests', other.token, { insuranceType: 'vida' });
    const normalPath = `/api/admin/support/items/${other.uid}/${normal.body.id}`;
    expect((await api('PATCH', normalPath, adminToken, { status: 'en-proceso' })).status).toBe(200);
    expect((await api('PATCH', normalPath, adminToken, { status: 'cerrado' })).status).toBe(200);
    const closed = (await api<SupportInbox>('GET', '/api/admin/support/inbox?status=cerrado', adminToken)).body.items.map((item) => item.id);
    expect(closed.indexOf(ticket.body.id)).toBeLessThan(closed.indexOf(normal.body.id));
    const whole = (await allPages('')).flatMap((page) => page.items);
    const firstOther = whole.findIndex((item) => !(item.priority && item.status !== 'cerrado'));
    expect(whole.findIndex((item) => item.id === ticket.body.id)).toBeGreaterThanOrEqual(firstOther);
    // Newest movement first among the others: the closed priority ticket comes right before the insurance request closed after it.
    const others = whole.slice(firstOther).map((item) => item.id);
    expect(others.indexOf(normal.body.id)).toBeLessThan(others.indexOf(ticket.body.id));
  });
});

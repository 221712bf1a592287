import { DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import type { Offer } from '../../../shared/internships';
import { context, givenCaller, httpEvent, outboxEvents, parse, testEnv, useTestEnv } from '../../testing/events';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);

const offer = (index: number, overrides: Partial<Offer> = {}) => ({
  pk: `OFFER#offer-${String(index)}`,
  sk: 'OFFER',
  offerId: `offer-${String(index)}`,
  title: index % 2 === 0 ? `Práctica en diseño ${String(index)}` : `Práctica en contabilidad ${String(index)}`,
  description: 'Apoyarás al equipo en sus tareas de cada día.',
  companyName: index % 3 === 0 ? 'Panadería Los Andes SpA' : 'Constructora Norte SpA',
  companyUid: 'company-1',
  status: index % 4 === 0 ? 'pausada' : 'publicada',
  reportCount: index % 5 === 0 ? 2 : 0,
  createdAt: `2026-11-${String(30 - index).padStart(2, '0')}T12:00:00.000Z`,
  updatedAt: '2026-11-30T12:00:00.000Z',
  deadline: '2026-12-20',
  ...overrides,
});
const offers = Array.from({ length: 25 }, (_, index) => offer(index + 1));

/** The byKind index as DynamoDB answers it: newest first, `Limit` items from after the start key. */
const answerQuery = (input: { IndexName?: string; Limit?: number; ExclusiveStartKey?: { pk: string } }) => {
  const source = input.IndexName === 'byReported' ? offers.filter((item) => item.reportCount > 0) : offers;
  const start = input.ExclusiveStartKey ? source.findIndex((item) => item.pk === input.ExclusiveStartKey?.pk) + 1 : 0;
  const items = source.slice(start, start + (input.Limit ?? 100));
  const last = items.at(-1);
  return { Items: items.map((item) => ({ ...item, reportedPk: item.reportCount > 0 ? 'REPORTED' : undefined, lastReportedAt: item.createdAt })), ...(start + items.length < source.length && last ? { LastEvaluatedKey: { pk: last.pk, sk: last.sk, createdAt: last.createdAt } } : {}) };
};

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand).resolves({});
  givenCaller(dynamo, 'admin-1', 'admin');
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_INTERNSHIPS, Key: { pk: 'OFFER#offer-1', sk: 'OFFER' } }).resolves({ Item: offer(1) });
  dynamo.on(QueryCommand).callsFake(answerQuery);
  dynamo.on(TransactWriteCommand).resolves({});
});

const call = async (module: string, route: { method: string; path: string }, options: { body?: unknown; query?: Record<string, string> } = {}) => {
  const { handler } = (await import(`./${module}`)) as { handler: (event: unknown, ctx: unknown) => Promise<{ statusCode?: number; body?: string }> };
  const result = await handler(
    httpEvent(route as never, {
      caller: { sub: 'admin-1', groups: ['admin'] },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      ...(options.query ? { query: options.query } : {}),
      pathParameters: { offerId: 'offer-1' },
    }),
    context,
  );
  return { status: result.statusCode, body: parse(result) as Record<string, unknown> & { offers: { offerId: string; status: string }[]; nextCursor: string | null; error?: { message: string; fields?: Record<string, string> } } };
};
const patch = { method: 'PATCH', path: '/api/admin/internships/{offerId}' };
const list = { method: 'GET', path: '/api/admin/internships' };

describe('an admin hides an offer, with a reason', () => {
  it('refuses to hide without a reason, in Spanish, writing nothing', async () => {
    for (const body of [{ action: 'hide' }, { action: 'hide', reason: '   ' }]) {
      const result = await call('patch-offer', patch, { body });
      expect(result.status).toBe(400);
      expect(result.body.error?.fields?.reason).toBe('Escribe el motivo para ocultar la oferta: se lo enviaremos a la empresa.');
    }
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('hides it with the reason on the offer, and the event the mailer tells the company by, at the same instant', async () => {
    const result = await call('patch-offer', patch, { body: { action: 'hide', reason: 'Pide un pago para postular.' } });
    expect(result.status).toBe(200);
    const written = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems?.[0]?.Put?.Item as Offer | undefined;
    expect(written).toMatchObject({ status: 'oculta', moderation: { reason: 'Pide un pago para postular.' } });
    const [event] = outboxEvents(dynamo);
    expect(event).toMatchObject({ type: 'OfferStatusChanged', detail: { to: 'oculta', reason: 'moderation', actor: 'admin-1', at: written?.moderation?.at } });
  });

  it('brings a hidden offer back as pausada', async () => {
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_INTERNSHIPS, Key: { pk: 'OFFER#offer-1', sk: 'OFFER' } }).resolves({ Item: offer(1, { status: 'oculta' }) });
    await call('patch-offer', patch, { body: { action: 'restore' } });
    expect(dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems?.[0]?.Put?.Item).toMatchObject({ status: 'pausada' });
  });
});

describe('the admins’ list of every offer', () => {
  it('answers every offer, newest first, a page at a time', async () => {
    const first = await call('get-offers', list);
    expect(first.body.offers.map((listed) => listed.offerId)).toEqual(offers.slice(0, 20).map((item) => item.offerId));
    const second = await call('get-offers', list, { query: { cursor: first.body.nextCursor ?? '' } });
    expect(second.body.offers.map((listed) => listed.offerId)).toEqual(offers.slice(20).map((item) => item.offerId));
    expect(second.body.nextCursor).toBeNull();
  });

  it('filters by state, company and words; the reported ones come from their own index', async () => {
    const paused = await call('get-offers', list, { query: { status: 'pausada' } });
    expect(paused.body.offers.every((listed) => listed.status === 'pausada')).toBe(true);
    expect(paused.body.offers).toHaveLength(6);
    const bakery = await call('get-offers', list, { query: { company: 'panaderia', q: 'DISEÑO' } });
    expect(bakery.body.offers.map((listed) => listed.offerId)).toEqual(['offer-6', 'offer-12', 'offer-18', 'offer-24']);
    const reported = await call('get-offers', list, { query: { reported: 'si' } });
    expect(reported.body.offers.map((listed) => listed.offerId)).toEqual(['offer-5', 'offer-10', 'offer-15', 'offer-20', 'offer-25']);
    expect(dynamo.commandCalls(QueryCommand).at(-1)?.args[0].input.IndexName).toBe('byReported');
  });

  it('refuses a cursor of another search', async () => {
    const first = await call('get-offers', list);
    const other = await call('get-offers', list, { query: { status: 'pausada', cursor: first.body.nextCursor ?? '' } });
    expect(other.status).toBe(400);
    expect(other.body.error?.fields).toEqual({ cursor: 'El cursor no es válido.' });
  });
});

import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { todayInChile, toIsoDate } from '../../../shared/age';
import type { Offer } from '../../../shared/internships';
import { context, httpEvent, outboxEvents, parse, testEnv, useTestEnv } from '../../testing/events';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);

const inDays = (days: number) => {
  const today = todayInChile();
  const date = new Date(Date.UTC(today.year, today.month - 1, today.day + days));
  return toIsoDate({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
};

const fields = {
  title: 'Práctica en desarrollo web',
  area: 'informatica',
  career: 'Ingeniería en Informática',
  description: 'Apoyarás al equipo en el desarrollo de nuestra tienda en línea y sus integraciones.',
  requirements: 'Estudiante de último año, conocimientos de JavaScript.',
  modality: 'hibrida',
  region: 'Valparaíso',
  comuna: 'Viña del Mar',
  durationMonths: 3,
  startDate: inDays(30),
  stipendClp: 400_000,
  vacancies: 2,
  deadline: inDays(20),
};

const company = (uid: string, activated = true) => ({ uid, userType: 'enterprise', activated, company: { legalName: `Empresa ${uid}`, comuna: 'Viña del Mar', region: 'Valparaíso', contactPhone: '+56912345678' } });
const storedOffer = (overrides: Partial<Offer> = {}): Offer => ({
  ...(fields as unknown as Offer),
  offerId: 'offer-1',
  companyUid: 'company-1',
  companyName: 'Empresa company-1',
  status: 'publicada',
  featured: false,
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
  publishedAt: '2026-11-01T12:00:00.000Z',
  reportCount: 0,
  ...overrides,
});

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand).resolves({});
  for (const uid of ['company-1', 'company-2']) dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS, Key: { uid } }).resolves({ Item: company(uid) });
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS, Key: { uid: 'company-3' } }).resolves({ Item: company('company-3', false) });
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_INTERNSHIPS, Key: { pk: 'OFFER#offer-1', sk: 'OFFER' } }).resolves({ Item: { pk: 'OFFER#offer-1', sk: 'OFFER', ...storedOffer() } });
  dynamo.on(TransactWriteCommand).resolves({});
  dynamo.on(PutCommand).resolves({});
});

const call = async (module: string, route: { method: string; path: string }, options: { uid: string; body?: unknown; offerId?: string }) => {
  const { handler } = (await import(`./${module}`)) as { handler: (event: unknown, ctx: unknown) => Promise<{ statusCode?: number; body?: string }> };
  const result = await handler(
    httpEvent(route as never, { caller: { sub: options.uid }, ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }), ...(options.offerId ? { pathParameters: { offerId: options.offerId } } : {}) }),
    context,
  );
  return { status: result.statusCode, body: parse(result) as Record<string, unknown> & { error?: { code: string; message: string; fields?: Record<string, string> } } };
};
const post = { method: 'POST', path: '/api/company/offers' };
const put = { method: 'PUT', path: '/api/company/offers/{offerId}' };
const status = { method: 'POST', path: '/api/company/offers/{offerId}/status' };
const get = { method: 'GET', path: '/api/company/offers/{offerId}' };
const writes = () => [...dynamo.commandCalls(TransactWriteCommand), ...dynamo.commandCalls(PutCommand)];

describe('a company publishes offers, free and unlimited', () => {
  it('publishes a new offer with its index keys and the OfferStatusChanged event, in one transaction', async () => {
    const result = await call('post-offer', post, { uid: 'company-1', body: { offer: fields, publish: true } });
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({ status: 'publicada', companyUid: 'company-1', companyName: 'Empresa company-1', stipendClp: 400_000 });
    const item = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems?.[0]?.Put?.Item;
    expect(item).toMatchObject({ companyPk: 'COMPANY#company-1', openPk: 'OPEN', listingPk: 'LISTED', deadline: fields.deadline });
    expect(outboxEvents(dynamo)).toEqual([{ type: 'OfferStatusChanged', detail: expect.objectContaining({ from: null, to: 'publicada', actor: 'company-1', reason: 'company' }) as unknown }]);
  });

  it('features the offers of a company whose plan includes it (its own subscription, read on the server)', async () => {
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_BILLING, Key: { pk: 'USER#company-1', sk: 'SUBSCRIPTION' } }).resolves({ Item: { pk: 'USER#company-1', sk: 'SUBSCRIPTION', uid: 'company-1', plan: 'semestral', status: 'active' } });
    const result = await call('post-offer', post, { uid: 'company-1', body: { offer: fields, publish: true } });
    expect(result.body).toMatchObject({ featured: true });
    const item = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems?.[0]?.Put?.Item;
    expect(String(item?.listingSort)).toMatch(/^1#/);
  });

  it('keeps a draft out of the listing and of the expiry job', async () => {
    await call('post-offer', post, { uid: 'company-1', body: { offer: fields, publish: false } });
    const item = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems?.[0]?.Put?.Item;
    expect(item).toMatchObject({ status: 'borrador' });
    expect(item).not.toHaveProperty('listingPk');
    expect(item).not.toHaveProperty('openPk');
  });

  it.each([
    ['region', { region: undefined }, 'Elige la región donde se realiza la práctica.'],
    ['comuna', { comuna: '' }, 'Indica la comuna donde se realiza la práctica.'],
    ['title', { title: 'Hola' }, 'El título debe tener al menos 5 caracteres.'],
    ['stipendClp', { stipendClp: 0 }, 'Indica un monto mensual en pesos, mayor que cero, o marca «Sin remuneración».'],
    ['vacancies', { vacancies: 80 }, 'Indica de 1 a 50 cupos.'],
    ['deadline', { deadline: '2026-02-30' }, 'Indica la fecha límite para postular.'],
  ])('refuses a bad %s with its Spanish message', async (field, change, message) => {
    const result = await call('post-offer', post, { uid: 'company-1', body: { offer: { ...fields, ...change }, publish: true } });
    expect(result.status).toBe(400);
    expect(result.body.error?.fields?.[`offer.${field}`]).toBe(message);
    expect(writes()).toEqual([]);
  });

  it('takes a remote, unpaid offer without a place', async () => {
    const { region: _region, comuna: _comuna, ...remote } = fields;
    const result = await call('post-offer', post, { uid: 'company-1', body: { offer: { ...remote, modality: 'remota', stipendClp: null }, publish: true } });
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({ modality: 'remota', stipendClp: null });
  });

  it('refuses to publish with a deadline already past, and an account not activated', async () => {
    const past = await call('post-offer', post, { uid: 'company-1', body: { offer: { ...fields, deadline: inDays(-1) }, publish: true } });
    expect(past.body.error?.fields?.deadline).toBe('La fecha límite para postular no puede ser anterior a hoy.');
    const unactivated = await call('post-offer', post, { uid: 'company-3', body: { offer: fields, publish: true } });
    expect(unactivated).toMatchObject({ status: 403, body: { error: { message: 'Activa tu cuenta con el enlace que te enviamos por correo antes de publicar ofertas.' } } });
    expect(writes()).toEqual([]);
  });
});

describe('a company moves its own offers, and only its own', () => {
  it('pauses a published offer: out of the listing, still watched by the expiry job, with its event', async () => {
    const result = await call('post-offer-status', status, { uid: 'company-1', offerId: 'offer-1', body: { action: 'pause' } });
    expect(result.body).toMatchObject({ status: 'pausada' });
    const put = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems?.[0]?.Put;
    expect(put?.ConditionExpression).toBe('updatedAt = :readAt');
    expect(put?.Item).toMatchObject({ openPk: 'OPEN' });
    expect(put?.Item).not.toHaveProperty('listingPk');
    expect(outboxEvents(dynamo)[0]?.detail).toMatchObject({ from: 'publicada', to: 'pausada' });
  });

  it('refuses a move its state does not allow', async () => {
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_INTERNSHIPS, Key: { pk: 'OFFER#offer-1', sk: 'OFFER' } }).resolves({ Item: { pk: 'OFFER#offer-1', sk: 'OFFER', ...storedOffer({ status: 'cerrada' }) } });
    const result = await call('post-offer-status', status, { uid: 'company-1', offerId: 'offer-1', body: { action: 'publish' } });
    expect(result).toMatchObject({ status: 409, body: { error: { message: 'Esta oferta no permite ese cambio en su estado actual.' } } });
  });

  it.each([
    ['reads', 'get-offer', get, undefined],
    ['edits', 'put-offer', put, { offer: fields }],
    ['closes', 'post-offer-status', status, { action: 'close' }],
  ])('another company never %s it: not found, nothing written', async (_verb, module, route, body) => {
    const result = await call(module, route, { uid: 'company-2', offerId: 'offer-1', ...(body ? { body } : {}) });
    expect(result).toMatchObject({ status: 404, body: { error: { code: 'not-found' } } });
    expect(writes()).toEqual([]);
  });

  it('edits every field, dropping an optional one left out, conditional on what was read', async () => {
    const { career: _career, ...withoutCareer } = fields;
    const result = await call('put-offer', put, { uid: 'company-1', offerId: 'offer-1', body: { offer: { ...withoutCareer, title: 'Práctica en desarrollo móvil' } } });
    expect(result.body).toMatchObject({ title: 'Práctica en desarrollo móvil', status: 'publicada' });
    expect(result.body).not.toHaveProperty('career');
    expect(dynamo.commandCalls(PutCommand)[0]?.args[0].input.ExpressionAttributeValues).toEqual({ ':readAt': '2026-11-01T12:00:00.000Z' });
  });

  it('lists every offer of the company, page after page of the index (a page is 1 MB of offers)', async () => {
    const item = (offerId: string) => ({ pk: `OFFER#${offerId}`, sk: 'OFFER', companyPk: 'COMPANY#company-1', ...storedOffer({ offerId }) });
    dynamo.on(QueryCommand, { ExclusiveStartKey: undefined }).resolves({ Items: [item('a'), item('b')], LastEvaluatedKey: { pk: 'OFFER#b', sk: 'OFFER' } });
    dynamo.on(QueryCommand, { ExclusiveStartKey: { pk: 'OFFER#b', sk: 'OFFER' } }).resolves({ Items: [item('c')] });
    const result = await call('get-offers', { method: 'GET', path: '/api/company/offers' }, { uid: 'company-1' });
    expect((result.body as { offers: { offerId: string }[] }).offers.map((offer) => offer.offerId)).toEqual(['a', 'b', 'c']);
  });

  it('lists the company’s offers from its own partition of the byCompany index', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [{ pk: 'OFFER#offer-1', sk: 'OFFER', companyPk: 'COMPANY#company-1', ...storedOffer() }] });
    const result = await call('get-offers', { method: 'GET', path: '/api/company/offers' }, { uid: 'company-1' });
    expect(result.body).toEqual({ offers: [storedOffer()] });
    expect(dynamo.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({ IndexName: 'byCompany', ExpressionAttributeValues: { ':company': 'COMPANY#company-1' } });
  });
});

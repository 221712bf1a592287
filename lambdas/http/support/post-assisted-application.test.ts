import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { context, httpEvent, outboxEvents, parse, testEnv, useTestEnv } from '../../testing/events';
import { storedSubscription } from '../../testing/support-desk';
import { transactionConditionFailed, transactItems, transactPuts } from '../../testing/transactions';
import { testUser } from '../../testing/users';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
const route = { method: 'POST', path: '/api/support/assisted-applications' } as const;

type Body = Record<string, unknown> & { error?: { code: string; message: string; fields?: Record<string, string> } };
const request = async (body: unknown) => {
  const { handler } = await import('./post-assisted-application');
  const result = await handler(httpEvent(route, { caller: { sub: 'user-1' }, body: JSON.stringify(body) }), context);
  return { status: result.statusCode, body: parse(result) as Body };
};

const givenPlan = (subscription: ReturnType<typeof storedSubscription> | undefined) =>
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_BILLING }).resolves({ Item: subscription });

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS }).resolves({ Item: testUser() });
  givenPlan(storedSubscription('anual', 'active'));
  dynamo.on(UpdateCommand).resolves({ Attributes: { hits: 1 } });
  dynamo.on(TransactWriteCommand).resolves({});
});

describe('POST /api/support/assisted-applications', () => {
  it('opens an assisted request for the benefit, claims the benefit and publishes SupportTicketOpened, all in one transaction', async () => {
    const result = await request({ benefitId: 'bono-invierno', mensaje: '  No sé dónde postular. ' });
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({ asunto: 'Postulación asistida: Bono Invierno', mensaje: 'No sé dónde postular.', status: 'abierto', benefitId: 'bono-invierno', benefitName: 'Bono Invierno', priority: true });
    expect(transactItems(dynamo).map((item) => item.Put?.TableName)).toEqual([testEnv.TABLE_SUPPORT, testEnv.TABLE_SUPPORT, testEnv.TABLE_OUTBOX]);
    const [ticket, claim] = transactPuts(dynamo, testEnv.TABLE_SUPPORT);
    expect(ticket?.Item).toMatchObject({ pk: 'USER#user-1', kind: 'assisted', benefitId: 'bono-invierno', inboxPk: 'PRIORITY#INBOX', inboxStatus: 'PRIORITY#abierto', priority: true });
    expect(String(ticket?.Item?.sk)).toMatch(/^TICKET#/);
    expect(claim).toMatchObject({ Item: { pk: 'USER#user-1', sk: 'ASSISTED#bono-invierno', ticketId: result.body.id }, ConditionExpression: 'attribute_not_exists(pk)' });
    expect(outboxEvents(dynamo)).toEqual([{ type: 'SupportTicketOpened', detail: { uid: 'user-1', ticketId: result.body.id, at: result.body.createdAt } }]);
  });

  it('writes a default message when the user sends none', async () => {
    const result = await request({ benefitId: 'pgu' });
    expect(result.status).toBe(201);
    expect(result.body.mensaje).toBe('Solicito ayuda para postular a este beneficio.');
  });

  it.each([
    ['a semi-annual plan', storedSubscription('semestral', 'active')],
    ['a cancelled annual plan', storedSubscription('anual', 'cancelled')],
    ['no plan', undefined],
  ])('answers 403 with a Spanish message to %s, and writes nothing', async (_case, subscription) => {
    givenPlan(subscription);
    expect(await request({ benefitId: 'pgu' })).toEqual({
      status: 403,
      body: { error: { code: 'forbidden', message: 'La postulación asistida está incluida en el Plan Anual. Revisa los planes en Mi Perfil → Plan.' } },
    });
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('answers 409 with a Spanish message while a request for the same benefit is open (the claim’s condition fails)', async () => {
    dynamo.on(TransactWriteCommand).rejects(transactionConditionFailed());
    expect(await request({ benefitId: 'pgu' })).toEqual({
      status: 409,
      body: { error: { code: 'assisted-request-open', message: 'Ya tienes una solicitud de postulación asistida abierta para este beneficio. Te responderemos en esa solicitud.' } },
    });
  });

  it.each([
    [{ benefitId: 'bono-inventado' }, 'benefitId', 'Elige un beneficio del catálogo.'],
    [{}, 'benefitId', 'Elige un beneficio del catálogo.'],
    [{ benefitId: 'pgu', mensaje: 'x'.repeat(1001) }, 'mensaje', 'El mensaje puede tener hasta 1.000 caracteres.'],
    [{ benefitId: 'pgu', priority: true }, '_', 'Este dato no es válido.'],
  ])('refuses a bad body %# with its Spanish message and writes nothing', async (body, field, message) => {
    const result = await request(body);
    expect(result.status).toBe(400);
    expect(result.body.error?.fields?.[field] ?? Object.values(result.body.error?.fields ?? {})[0]).toBe(message);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});

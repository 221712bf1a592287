import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { storedTicket, ticketAt } from '../../testing/support-desk';
import { transactionConditionFailed, transactionItemTooLarge, transactItems, transactUpdates } from '../../testing/transactions';
import { context, givenCaller, httpEvent, outboxEvents, parse, testEnv, useTestEnv } from '../../testing/events';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
/** The domain events the function wrote to the outbox. */
const events = () => outboxEvents(dynamo);
const route = { method: 'POST', path: '/api/support/tickets/{ticketId}/replies' } as const;

type Body = Record<string, unknown> & { error?: { code: string; message: string; fields?: Record<string, string> } };
const reply = async (body: unknown, { sub = 'user-1', ticketId = 'K7M2Q9XA' } = {}) => {
  const { handler } = await import('./post-reply');
  const result = await handler(httpEvent(route, { caller: { sub }, pathParameters: { ticketId }, body: JSON.stringify(body) }), context);
  return { status: result.statusCode, body: parse(result) as Body };
};

const givenTicket = (ticket: Record<string, unknown>) => {
  dynamo.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'USER#user-1', ':id': 'K7M2Q9XA', ':prefix': 'TICKET#' } }).resolves({ Items: [ticket] });
};

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand).resolves({});
  givenCaller(dynamo, 'user-1');
  givenCaller(dynamo, 'user-2');
  dynamo.on(QueryCommand).resolves({ Items: [] });
});

describe('POST /api/support/tickets/{ticketId}/replies', () => {
  it("appends the user's message to their own open ticket, keeps its status, and publishes SupportTicketReplied", async () => {
    givenTicket(storedTicket({ status: 'en-proceso' }));
    dynamo.on(TransactWriteCommand).resolves({});
    const result = await reply({ mensaje: '  Sigo sin verla.  ' });
    expect(result.status).toBe(201);
    expect(result.body.status).toBe('en-proceso');
    expect(result.body.thread).toEqual([{ id: expect.any(String) as unknown, author: 'usuario', mensaje: 'Sigo sin verla.', at: expect.any(String) as unknown }]);
    const update = transactUpdates(dynamo, testEnv.TABLE_SUPPORT)[0];
    expect(update).toMatchObject({
      TableName: testEnv.TABLE_SUPPORT,
      Key: { pk: 'USER#user-1', sk: `TICKET#${ticketAt}#K7M2Q9XA` },
      ConditionExpression: '#status = :expected AND (attribute_not_exists(thread) OR size(thread) < :max)',
      ExpressionAttributeValues: { ':expected': 'en-proceso' },
    });
    expect(update?.UpdateExpression).not.toContain(':to');
    const published = events();
    expect(published.map((event) => event.type)).toEqual(['SupportTicketReplied']);
    // The message and its event in one transaction: both are written or neither.
    expect(transactItems(dynamo).map((item) => (item.Update ?? item.Put)?.TableName)).toEqual([testEnv.TABLE_SUPPORT, testEnv.TABLE_OUTBOX]);
    expect(published[0]?.detail).toMatchObject({ uid: 'user-1', ticketId: 'K7M2Q9XA', ticketAt, author: 'usuario', actor: 'user-1', status: 'en-proceso' });
    expect(JSON.stringify(published[0]?.detail)).not.toContain('Sigo sin verla');
  });

  it("answers 404 to a user writing in another user's ticket, reading only the caller's own partition, and writes nothing", async () => {
    givenTicket(storedTicket());
    const result = await reply({ mensaje: 'Hola, soy otra persona.' }, { sub: 'user-2' });
    expect(result).toEqual({ status: 404, body: { error: { code: 'not-found', message: 'No encontramos lo que buscas.' } } });
    expect(dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input.ExpressionAttributeValues?.[':pk'] as unknown)).toEqual(['USER#user-2']);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(events()).toHaveLength(0);
  });

  it('takes the answer to a closed ticket and opens it again, in the same write, on the condition that it is still closed', async () => {
    givenTicket(storedTicket({ status: 'cerrado', inboxStatus: 'cerrado' }));
    dynamo.on(TransactWriteCommand).resolves({});
    const result = await reply({ mensaje: 'Me preguntaron algo y no alcancé a responder.' });
    expect(result.status).toBe(201);
    expect(result.body.status).toBe('abierto');
    expect(transactUpdates(dynamo, testEnv.TABLE_SUPPORT)[0]).toMatchObject({ ExpressionAttributeValues: { ':expected': 'cerrado', ':to': 'abierto', ':inboxStatus': 'abierto' } });
    expect(events()[0]?.detail).toMatchObject({ author: 'usuario', status: 'abierto' });
  });

  it('refuses an answer to a closed assisted request with a Spanish message, and writes and publishes nothing', async () => {
    givenTicket(storedTicket({ kind: 'assisted', status: 'cerrado', benefitId: 'pgu', benefitName: 'PGU' }));
    const result = await reply({ mensaje: 'Una pregunta más.' });
    expect(result).toEqual({ status: 409, body: { error: { code: 'ticket-closed', message: 'Este ticket está cerrado. Si necesitas más ayuda, abre un ticket nuevo.' } } });
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(events()).toHaveLength(0);
  });

  it('takes the reply when an admin closed the ticket between the read and the write, opening it again', async () => {
    dynamo.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'USER#user-1', ':id': 'K7M2Q9XA', ':prefix': 'TICKET#' } })
      .resolvesOnce({ Items: [storedTicket()] })
      .resolves({ Items: [storedTicket({ status: 'cerrado' })] });
    dynamo.on(TransactWriteCommand).rejectsOnce(transactionConditionFailed()).resolves({});
    const result = await reply({ mensaje: 'Una pregunta más.' });
    expect(result.status).toBe(201);
    expect(result.body.status).toBe('abierto');
    // The first transaction, refused, wrote neither the message nor its event; the second was decided on the closed ticket.
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(2);
    expect(transactUpdates(dynamo, testEnv.TABLE_SUPPORT)[1]).toMatchObject({ ExpressionAttributeValues: { ':expected': 'cerrado', ':to': 'abierto' } });
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('refuses a reply to a full thread with a Spanish message', async () => {
    givenTicket(storedTicket());
    dynamo.on(TransactWriteCommand).rejects(transactionConditionFailed());
    const result = await reply({ mensaje: 'Una pregunta más.' });
    expect(result).toEqual({ status: 409, body: { error: { code: 'thread-full', message: 'Este ticket alcanzó el máximo de mensajes. Abre un ticket nuevo para continuar.' } } });
  });

  it('answers thread-full (409), not 500, when the reply would take the ticket past DynamoDB\'s item size', async () => {
    givenTicket(storedTicket());
    dynamo.on(TransactWriteCommand).rejects(transactionItemTooLarge());
    const result = await reply({ mensaje: '€'.repeat(3000) });
    expect(result).toEqual({ status: 409, body: { error: { code: 'thread-full', message: 'Este ticket alcanzó el máximo de mensajes. Abre un ticket nuevo para continuar.' } } });
  });

  it.each([
    [{ mensaje: ' x ' }, 'La respuesta debe tener al menos 2 caracteres.'],
    [{ mensaje: 'x'.repeat(4001) }, 'El mensaje puede tener hasta 4.000 caracteres.'],
    [{}, 'Escribe tu mensaje.'],
  ])('refuses a bad reply %# with its Spanish message and reads nothing', async (body, message) => {
    const result = await reply(body);
    expect(result.status).toBe(400);
    expect(result.body.error?.fields?.mensaje).toBe(message);
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(0);
  });

  it('answers 401 without verified claims', async () => {
    const { handler } = await import('./post-reply');
    expect((await handler(httpEvent(route, { pathParameters: { ticketId: 'K7M2Q9XA' }, body: '{"mensaje":"hola hola"}' }), context)).statusCode).toBe(401);
    expect(dynamo.calls()).toHaveLength(0);
  });
});

import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { context, httpEvent, outboxEvents, outboxEventsWith, parse, testEnv, useTestEnv } from '../../testing/events';
import { signUnsubscribeToken } from '../../reminders/unsubscribe-token';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
const route = { method: 'POST', path: '/api/reminders/unsubscribe' } as const;
const key = Buffer.alloc(32, 7);

const post = async (query: Record<string, string> | undefined, body?: string) => {
  const { handler } = await import('./post-unsubscribe');
  const result = await handler(httpEvent(route, { ...(query ? { query } : {}), ...(body === undefined ? {} : { body }) }), context);
  return { status: result.statusCode, body: parse(result) as { message?: string; error?: { code: string; message: string } } };
};
/** The details of the events the function wrote to the outbox. */
const published = () => outboxEvents(dynamo).map((event) => event.detail);

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_AUTH, Key: { pk: 'SIGNING-KEY#reminders-unsubscribe', sk: 'KEY' } }).resolves({ Item: { key: key.toString('base64') } });
  dynamo.on(TransactWriteCommand).resolves({});
});

describe('POST /api/reminders/unsubscribe (public, one click)', () => {
  it("turns the token's user's reminders off, out of the index, audits it and answers in Spanish; a mail client's form body is fine", async () => {
    const result = await post({ token: signUnsubscribeToken('user-1', key) }, 'List-Unsubscribe=One-Click');
    expect(result).toEqual({ status: 200, body: { message: 'Listo: ya no recibirás recordatorios de beneficios. Puedes volver a activarlos en tu perfil.' } });
    const update = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems?.[0]?.Update;
    expect(update).toMatchObject({ TableName: testEnv.TABLE_USERS, Key: { uid: 'user-1' }, UpdateExpression: 'SET benefitReminders = :false REMOVE remindersPk' });
    expect(published()).toEqual([expect.objectContaining({ uid: 'user-1', enabled: false, via: 'unsubscribe-link' })]);
    expect(outboxEvents(dynamo).map((event) => event.type)).toEqual(['BenefitRemindersChanged']);
    // In the change's own transaction.
    expect(outboxEventsWith(dynamo)).toEqual([{ type: 'BenefitRemindersChanged', with: ['Update users'] }]);
  });

  it('answers the same to a second click and audits nothing more', async () => {
    dynamo.on(TransactWriteCommand).rejects(new TransactionCanceledException({ message: 'already off', $metadata: {}, CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }] }));
    const result = await post({ token: signUnsubscribeToken('user-1', key) });
    expect(result.status).toBe(200);
    // Its event was only in the refused transaction.
    expect(outboxEventsWith(dynamo)).toEqual([{ type: 'BenefitRemindersChanged', with: ['Update users'] }]);
  });

  it('refuses a tampered token in Spanish and changes nothing', async () => {
    const token = signUnsubscribeToken('user-1', key);
    const result = await post({ token: `x${token}` });
    expect(result).toEqual({ status: 400, body: { error: { code: 'invalid-link', message: 'El enlace para dejar de recibir recordatorios no es válido.' } } });
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('refuses an expired token in Spanish and changes nothing', async () => {
    const token = signUnsubscribeToken('user-1', key, new Date(Date.now() - 91 * 24 * 60 * 60 * 1000));
    const result = await post({ token });
    expect(result.status).toBe(400);
    expect(result.body.error).toEqual({ code: 'expired-link', message: 'El enlace para dejar de recibir recordatorios venció. Desactívalos en tu perfil.' });
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('refuses a call without a token in Spanish', async () => {
    const result = await post(undefined);
    expect(result.status).toBe(400);
    expect(JSON.stringify(result.body)).toContain('no es válido');
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});

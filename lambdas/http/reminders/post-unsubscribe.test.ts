import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { context, httpEvent, outboxEvents, outboxEventsWith, parse, testEnv, useTestEnv } from '../../testing/events';
import { signUnsubscribeToken } from '../../reminders/unsubscribe-token';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
const route = { method: 'POST', path: '/api/reminders/unsubscribe' } as const;
const key = Buffer.alloc(32, 7);

/** The page posts the token in its JSON body: never in a URL that an access log keeps. */
const post = async (query: { token: string } | undefined, body?: string) => {
  const { handler } = await import('./post-unsubscribe');
  const result = await handler(httpEvent(route, body === undefined ? (query ? { body: JSON.stringify(query) } : {}) : { body }), context);
  return { status: result.statusCode, body: parse(result) as { message?: string; error?: { code: string; message: string } } };
};
/** The details of the events the function wrote to the outbox. */
const published = () => outboxEvents(dynamo).map((event) => event.detail);

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_AUTH, Key: { pk: 'SIGNING-KEY#reminders-unsubscribe', sk: 'KEY' } }).resolves({ Item: { key: key.toString('base64') } });
  dynamo.on(TransactWriteCommand).resolves({});
});

describe('POST /api/reminders/unsubscribe (public, the page: the token in the body)', () => {
  it("turns the token's user's reminders off, out of the index, audits it and answers in Spanish", async () => {
    const result = await post({ token: signUnsubscribeToken('user-1', key) });
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

describe('POST /api/reminders/unsubscribe/{token} (public, the mail client\'s one click, RFC 8058)', () => {
  const oneClick = async (token: string) => {
    const { handler } = await import('./post-unsubscribe-one-click');
    const result = await handler(httpEvent({ method: 'POST', path: '/api/reminders/unsubscribe/{token}' }, { pathParameters: { token }, body: 'List-Unsubscribe=One-Click' }), context);
    return { status: result.statusCode, body: parse(result) as { message?: string; error?: { code: string } } };
  };

  it('turns the reminders off from the token in the path, with the form body a mail client posts', async () => {
    expect(await oneClick(signUnsubscribeToken('user-1', key))).toEqual({ status: 200, body: { message: 'Listo: ya no recibirás recordatorios de beneficios. Puedes volver a activarlos en tu perfil.' } });
    expect(published()).toEqual([expect.objectContaining({ uid: 'user-1', enabled: false, via: 'unsubscribe-link' })]);
  });

  it('refuses a tampered or overlong token and changes nothing', async () => {
    expect((await oneClick(`x${signUnsubscribeToken('user-1', key)}`)).body.error?.code).toBe('invalid-link');
    expect((await oneClick('a'.repeat(601))).status).toBe(400);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});

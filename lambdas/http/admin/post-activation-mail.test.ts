import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { context, givenCaller, httpEvent, outboxEvents, outboxEventsWith, parse, testEnv, useTestEnv } from '../../testing/events';
import { testUser } from '../../testing/users';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
const eventBridge = mockClient(EventBridgeClient);
const route = { method: 'POST', path: '/api/admin/users/{uid}/activation-mail' } as const;

const resend = async (uid = 'user-1') => {
  const { handler } = await import('./post-activation-mail');
  const result = await handler(httpEvent(route, { caller: { sub: 'admin-1', groups: ['admin'] }, pathParameters: { uid } }), context);
  return { status: result.statusCode, body: parse(result) };
};
const events = () => outboxEvents(dynamo);

beforeEach(() => {
  dynamo.reset();
  eventBridge.reset();
  dynamo.on(GetCommand).resolves({});
  givenCaller(dynamo, 'admin-1', 'admin');
  eventBridge.on(PutEventsCommand).resolves({ FailedEntryCount: 0 });
});

describe('POST /api/admin/users/{uid}/activation-mail', () => {
  it('asks the mailer for a new activation link and records who asked; 202', async () => {
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS, Key: { uid: 'user-1' } }).resolves({ Item: testUser({ activated: false }) });
    expect(await resend()).toEqual({ status: 202, body: { message: 'Correo de activación reenviado.' } });
    expect(events()).toEqual([{ type: 'MailRequested', detail: { uid: 'user-1', kind: 'activation-link', at: expect.any(String) as unknown } }]);
    // The mail and its audit entry in one transaction that requires the account to be still unactivated (both or neither).
    expect(outboxEventsWith(dynamo)).toEqual([{ type: 'MailRequested', with: ['ConditionCheck users', 'Put audit'] }]);
    expect(dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems?.[2]?.Put?.Item).toMatchObject({ pk: 'SUBJECT#user-1', action: 'admin.activation-mail-resent', actor: 'admin-1', subject: 'user-1' });
    expect(dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems?.[0]?.ConditionCheck).toMatchObject({ Key: { uid: 'user-1' }, ConditionExpression: 'attribute_exists(uid) AND activated = :false' });
  });

  it('answers 409 already-activated when the account was activated between the read and the write', async () => {
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS, Key: { uid: 'user-1' } }).resolves({ Item: testUser({ activated: false }) });
    dynamo.on(TransactWriteCommand).rejects(new TransactionCanceledException({ message: 'cancelled', $metadata: {}, CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }, { Code: 'None' }] }));
    expect(await resend()).toEqual({ status: 409, body: { error: { code: 'already-activated', message: 'Cuenta ya activada' } } });
  });

  it('answers 409 already-activated to an active account (and to a Google one)', async () => {
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS, Key: { uid: 'user-1' } }).resolves({ Item: testUser() });
    expect(await resend()).toEqual({ status: 409, body: { error: { code: 'already-activated', message: 'Cuenta ya activada' } } });
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS, Key: { uid: 'user-1' } }).resolves({ Item: testUser({ activated: false, provider: 'google' }) });
    expect((await resend()).status).toBe(409);
    expect(events()).toEqual([]);
  });

  it('answers 404 for an unknown user', async () => {
    expect((await resend('ghost')).status).toBe(404);
  });
});

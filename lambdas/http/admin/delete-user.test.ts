import { AdminDeleteUserCommand, AdminUserGlobalSignOutCommand, CognitoIdentityProviderClient, ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { BatchWriteCommand, DeleteCommand, DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { context, givenCaller, httpEvent, outboxEvents, parse, testEnv, useTestEnv } from '../../testing/events';
import { testUser } from '../../testing/users';
import { eventCatalogue } from '../../../shared/events';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);
const eventBridge = mockClient(EventBridgeClient);
const route = { method: 'DELETE', path: '/api/admin/users/{uid}' } as const;

const remove = async (uid = 'user-1', sub = 'admin-1') => {
  const { handler } = await import('./delete-user');
  const result = await handler(httpEvent(route, { caller: { sub, groups: ['admin'] }, pathParameters: { uid } }), context);
  return { status: result.statusCode, body: result.body === undefined ? undefined : (parse(result) as { error?: { code: string; message: string } }) };
};
const events = () => outboxEvents(dynamo);

beforeEach(() => {
  for (const client of [dynamo, cognito, eventBridge]) client.reset();
  dynamo.on(GetCommand).resolves({});
  givenCaller(dynamo, 'admin-1', 'admin');
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS, Key: { uid: 'user-1' } }).resolves({ Item: testUser() });
  dynamo.on(QueryCommand).resolves({ Items: [] });
  dynamo.on(TransactWriteCommand).resolves({});
  dynamo.on(DeleteCommand).resolves({});
  cognito.on(ListUsersCommand).resolves({ Users: [{ Username: 'user-1', Enabled: true, Attributes: [{ Name: 'sub', Value: 'user-1' }] }] });
  cognito.on(AdminUserGlobalSignOutCommand).resolves({});
  cognito.on(AdminDeleteUserCommand).resolves({});
  eventBridge.on(PutEventsCommand).resolves({ FailedEntryCount: 0 });
});

describe('DELETE /api/admin/users/{uid}', () => {
  it('removes the document and claims with the AdminUserDeleted event; 204 (the rest follows the event: events/account-eraser, events/profile-image-eraser, events/billing-eraser)', async () => {
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_BILLING, Key: { pk: 'USER#user-1', sk: 'SUBSCRIPTION' } }).resolves({ Item: { pk: 'USER#user-1', sk: 'SUBSCRIPTION', uid: 'user-1', plan: 'anual', status: 'past_due' } });
    dynamo.on(QueryCommand, { TableName: testEnv.TABLE_BILLING }).resolves({ Items: [{ pk: 'USER#user-1', sk: 'PAYMENT#2026-01-10T12:00:00.000Z#p1' }] });

    const { status, body } = await remove();

    expect(status).toBe(204);
    expect(body).toBeUndefined();
    const deletes = dynamo.commandCalls(DeleteCommand).map((call) => [call.args[0].input.TableName, call.args[0].input.Key]);
    // The billing is erased by the event's consumer, never here: no billing item touched, no call to Transbank.
    expect(deletes.filter(([table]) => table === testEnv.TABLE_BILLING)).toEqual([]);
    expect(dynamo.commandCalls(UpdateCommand, { TableName: testEnv.TABLE_BILLING })).toHaveLength(0);
    const removal = dynamo.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.TransactItems ?? []).find((items) => items.some((item) => item.Delete?.TableName === testEnv.TABLE_USERS));
    expect(removal?.flatMap((item) => (item.Delete ? [[item.Delete.TableName, item.Delete.Key]] : []))).toEqual([
      [testEnv.TABLE_USERS, { uid: 'user-1' }],
      [testEnv.TABLE_AUTH, { pk: 'UNIQUE#EMAIL#carla@example.cl', sk: 'UNIQUE' }],
      [testEnv.TABLE_AUTH, { pk: 'UNIQUE#RUT#12345678-5', sk: 'UNIQUE' }],
    ]);
    expect(events()).toEqual([{ type: 'AdminUserDeleted', detail: { uid: 'user-1', actor: 'admin-1', at: expect.any(String) as unknown } }]);
  });

  it('forgets the counters of the requests about its e-mail first: the event that erases the rest names the account by its id alone', async () => {
    dynamo.on(QueryCommand, { TableName: testEnv.TABLE_AUTH, ExpressionAttributeValues: { ':pk': 'RATE#carla@example.cl' } }).resolves({ Items: [{ pk: 'RATE#carla@example.cl', sk: 'register-email#1996325' }] });
    dynamo.on(BatchWriteCommand).resolves({});
    expect((await remove()).status).toBe(204);
    expect(dynamo.commandCalls(BatchWriteCommand)[0]?.args[0].input.RequestItems).toEqual({ [testEnv.TABLE_AUTH]: [{ DeleteRequest: { Key: { pk: 'RATE#carla@example.cl', sk: 'register-email#1996325' } } }] });
  });

  it('leaves nothing half done when Cognito fails after the document went: the request makes no Cognito call, the event carries the rest to events/account-eraser', async () => {
    cognito.on(ListUsersCommand).rejects(new Error('Cognito is down'));
    cognito.on(AdminDeleteUserCommand).rejects(new Error('Cognito is down'));
    expect((await remove()).status).toBe(204);
    expect(cognito.calls()).toHaveLength(0);
    expect(dynamo.commandCalls(QueryCommand, { TableName: testEnv.TABLE_SUPPORT })).toHaveLength(0);
    expect(events().map((event) => event.type)).toContain('AdminUserDeleted');
    expect(eventCatalogue.find((event) => event.detailType === 'AdminUserDeleted')?.consumers).toEqual(expect.arrayContaining(['events/account-eraser', 'events/profile-image-eraser']));
  });

  it('takes a counted user out of the benefit coverage counters in the same transaction as the document', async () => {
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS, Key: { uid: 'user-1' } }).resolves({ Item: { ...testUser(), benefitStatuses: { pgu: 'likely', gratuidad: 'no' } } });
    expect((await remove()).status).toBe(204);
    const items = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(items[0]?.Delete).toMatchObject({ Key: { uid: 'user-1' }, ConditionExpression: '#counted = :counted AND attribute_not_exists(#recountOn)', ExpressionAttributeValues: { ':counted': { pgu: 'likely', gratuidad: 'no' } } });
    const counters = items.flatMap((item) => (item.Update ? [[item.Update.Key?.sk, Object.values(item.Update.ExpressionAttributeNames ?? {})[0], Object.values(item.Update.ExpressionAttributeValues ?? {})[0]]] : []));
    expect(counters).toEqual([
      ['BENEFIT#gratuidad', 'no', -1],
      ['BENEFIT#pgu', 'likely', -1],
    ]);
  });

  it('takes the user off the daily recount’s schedule in the same transaction, while the document still names that day', async () => {
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS, Key: { uid: 'user-1' } }).resolves({ Item: { ...testUser(), benefitStatuses: { pgu: 'likely' }, recountOn: '2027-03-15' } });
    expect((await remove()).status).toBe(204);
    const items = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(items[0]?.Delete).toMatchObject({ ConditionExpression: '#counted = :counted AND #recountOn = :recountOn', ExpressionAttributeValues: { ':counted': { pgu: 'likely' }, ':recountOn': '2027-03-15' } });
    expect(items.flatMap((item) => (item.Delete?.TableName === testEnv.TABLE_BILLING ? [item.Delete.Key] : []))).toEqual([{ pk: 'RECOUNT#2027-03-15', sk: 'USER#user-1' }]);
  });

  it('publishes a deletion that names no e-mail, RUT or name', async () => {
    expect((await remove()).status).toBe(204);
    const deletion = events().find((event) => event.type === 'AdminUserDeleted');
    expect(JSON.stringify(deletion)).not.toMatch(/carla|12345678|Rojas/i);
  });

  it('refuses to delete oneself: 409 cannot-delete-self', async () => {
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS, Key: { uid: 'admin-1' } }).resolves({ Item: testUser({ uid: 'admin-1', userType: 'admin', twoFactor: 'totp' }) });
    const { status, body } = await remove('admin-1');
    expect(status).toBe(409);
    expect(body?.error).toEqual({ code: 'cannot-delete-self', message: 'No puedes eliminar tu propia cuenta.' });
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(0);
  });

  it('keeps the last enabled admin: 409 last-admin', async () => {
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS, Key: { uid: 'admin-2' } }).resolves({ Item: testUser({ uid: 'admin-2', userType: 'admin' }) });
    dynamo.on(QueryCommand, { IndexName: 'byType' }).resolves({ Items: [{ uid: 'admin-2' }] });
    expect((await remove('admin-2')).body?.error?.code).toBe('last-admin');
  });

  it('deletes an admin only while another admin remains, checked in the deletion\'s own transaction: two admins deleting each other leave one (409 last-admin, nothing deleted)', async () => {
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS, Key: { uid: 'admin-2' } }).resolves({ Item: testUser({ uid: 'admin-2', userType: 'admin' }) });
    dynamo.on(QueryCommand, { IndexName: 'byType' }).resolves({ Items: [{ uid: 'admin-1' }, { uid: 'admin-2' }] });
    // admin-2 deleted admin-1 meanwhile: the index read above is stale, the transaction's condition is not.
    dynamo.on(TransactWriteCommand).rejects(
      Object.assign(new Error('cancelled'), { name: 'TransactionCanceledException', CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }, { Code: 'None' }, { Code: 'None' }, { Code: 'None' }] }),
    );
    const { status, body } = await remove('admin-2');
    const items = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(items.flatMap((item) => (item.ConditionCheck ? [[item.ConditionCheck.Key, item.ConditionCheck.ConditionExpression]] : []))).toEqual([
      [{ uid: 'admin-1' }, 'userType = :admin AND (attribute_not_exists(disabled) OR disabled = :false)'],
    ]);
    expect({ status, code: body?.error?.code }).toEqual({ status: 409, code: 'last-admin' });
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(DeleteCommand)).toHaveLength(0);
  });

  it('answers 404 for an unknown user', async () => {
    expect((await remove('ghost')).status).toBe(404);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});

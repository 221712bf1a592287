import { AdminDeleteUserCommand, CognitoIdentityProviderClient, ListUsersCommand, type UserStatusType, type UserType } from '@aws-sdk/client-cognito-identity-provider';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { testEnv, useTestEnv } from '../testing/events';
import { testUser } from '../testing/users';

useTestEnv();
const cognito = mockClient(CognitoIdentityProviderClient);
const dynamo = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);
const federatedFilter = 'cognito:user_status = "EXTERNAL_PROVIDER"';

const HOUR = 60 * 60 * 1000;
const now = new Date('2025-06-01T12:00:00Z');

const federatedUser = (subject: string, ageHours: number, status: UserStatusType = 'EXTERNAL_PROVIDER'): UserType => ({
  Username: `google_${subject}`,
  UserStatus: status,
  Enabled: true,
  UserCreateDate: new Date(now.getTime() - ageHours * HOUR),
  Attributes: [
    { Name: 'sub', Value: `uid-${subject}` },
    { Name: 'email', Value: `${subject}@gmail.com` },
  ],
});

const deleted = () => cognito.commandCalls(AdminDeleteUserCommand).map((call) => call.args[0].input.Username);

const passwordUser = (name: string, ageHours: number, status: UserStatusType = 'CONFIRMED'): UserType => ({
  Username: `${name}@example.cl`,
  UserStatus: status,
  Enabled: true,
  UserCreateDate: new Date(now.getTime() - ageHours * HOUR),
  Attributes: [
    { Name: 'sub', Value: `uid-${name}` },
    { Name: 'email', Value: `${name}@example.cl` },
  ],
});

beforeEach(() => {
  cognito.reset();
  dynamo.reset();
  ses.reset();
  cognito.on(AdminDeleteUserCommand).resolves({});
  cognito.on(ListUsersCommand).resolves({ Users: [] });
  dynamo.on(GetCommand).resolves({});
  dynamo.on(QueryCommand).resolves({ Items: [] });
  dynamo.on(PutCommand).resolves({});
  dynamo.on(DeleteCommand).resolves({});
  dynamo.on(TransactWriteCommand).resolves({});
  ses.on(SendEmailCommand).resolves({});
  jest.useFakeTimers({ now, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
});

afterEach(() => {
  jest.useRealTimers();
});

const runJob = async () => {
  const { handler } = await import('./clean-up-accounts');
  return handler();
};

describe('the clean-up job, for federated accounts', () => {
  it('asks Cognito only for federated accounts, page by page', async () => {
    cognito
      .on(ListUsersCommand, { Filter: federatedFilter })
      .resolvesOnce({ Users: [federatedUser('a', 30)], PaginationToken: 'next' })
      .resolvesOnce({ Users: [federatedUser('b', 30)] });
    await expect(runJob()).resolves.toMatchObject({ federated: { checked: 2, removed: 2 } });
    const inputs = cognito.commandCalls(ListUsersCommand, { Filter: federatedFilter }).map((call) => call.args[0].input);
    expect(inputs).toEqual([
      { UserPoolId: testEnv.USER_POOL_ID, Filter: 'cognito:user_status = "EXTERNAL_PROVIDER"', Limit: 60, PaginationToken: undefined },
      { UserPoolId: testEnv.USER_POOL_ID, Filter: 'cognito:user_status = "EXTERNAL_PROVIDER"', Limit: 60, PaginationToken: 'next' },
    ]);
    expect(deleted()).toEqual(['google_a', 'google_b']);
  });

  it('removes only accounts older than 24 hours that have no user document', async () => {
    cognito.on(ListUsersCommand, { Filter: federatedFilter }).resolves({ Users: [federatedUser('old', 25), federatedUser('fresh', 23), federatedUser('registered', 48)] });
    dynamo.on(GetCommand, { Key: { uid: 'uid-registered' } }).resolves({ Item: { uid: 'uid-registered' } });
    await expect(runJob()).resolves.toMatchObject({ federated: { checked: 3, removed: 1 } });
    expect(deleted()).toEqual(['google_old']);
    expect(dynamo.commandCalls(GetCommand).map((call) => call.args[0].input.Key)).toEqual([{ uid: 'uid-old' }, { uid: 'uid-registered' }]);
  });

  it('never touches an e-mail account, even one a Google identity is linked to', async () => {
    cognito.on(ListUsersCommand, { Filter: federatedFilter }).resolves({ Users: [federatedUser('linked', 100, 'CONFIRMED')] });
    dynamo.on(GetCommand, { Key: { uid: 'uid-linked' } }).resolves({ Item: { uid: 'uid-linked' } });
    await expect(runJob()).resolves.toMatchObject({ federated: { checked: 0, removed: 0 } });
    expect(deleted()).toEqual([]);
  });

  it('stops on a Cognito failure, so that the next run tries again', async () => {
    cognito.on(ListUsersCommand, { Filter: federatedFilter }).resolves({ Users: [federatedUser('old', 25)] });
    cognito.on(AdminDeleteUserCommand).rejects(new Error('Throttling'));
    await expect(runJob()).rejects.toThrow('Throttling');
  });
});

describe('the clean-up job, for e-mail accounts whose document was never written', () => {
  it('removes a confirmed or half-made account older than an hour that has no document, and keeps the others', async () => {
    cognito.on(ListUsersCommand, { Filter: 'cognito:user_status = "CONFIRMED"' }).resolves({ Users: [passwordUser('crashed', 2), passwordUser('fresh', 0.5), passwordUser('registered', 48)] });
    cognito.on(ListUsersCommand, { Filter: 'cognito:user_status = "FORCE_CHANGE_PASSWORD"' }).resolves({ Users: [passwordUser('nopassword', 3, 'FORCE_CHANGE_PASSWORD')] });
    dynamo.on(GetCommand, { Key: { uid: 'uid-registered' } }).resolves({ Item: { uid: 'uid-registered' } });
    await expect(runJob()).resolves.toMatchObject({ password: { checked: 4, removed: 2 } });
    expect(deleted()).toEqual(['crashed@example.cl', 'nopassword@example.cl']);
  });
});

describe('the clean-up job, for registrations never activated in 7 days', () => {
  const stale = testUser({ uid: 'uid-stale', email: 'stale@example.cl', rut: '11111111-1', firstName: 'Rosa', activated: false, createdAt: new Date(now.getTime() - 8 * 24 * HOUR).toISOString() });

  beforeEach(() => {
    dynamo.on(QueryCommand, { IndexName: 'byType' }).resolves({ Items: [stale] });
  });

  it('asks only for unactivated e-mail clients created more than 7 days ago', async () => {
    await runJob();
    const query = dynamo.commandCalls(QueryCommand, { IndexName: 'byType' })[0]?.args[0].input;
    expect(query?.ExpressionAttributeValues).toEqual({ ':client': 'client', ':before': new Date(now.getTime() - 7 * 24 * HOUR).toISOString(), ':false': false, ':password': 'password' });
  });

  it('mails the address in Spanish, releases the e-mail and RUT claims with the document, removes the account and its link tokens', async () => {
    await expect(runJob()).resolves.toMatchObject({ unactivated: { checked: 1, removed: 1 } });
    const mail = ses.commandCalls(SendEmailCommand)[0]?.args[0].input;
    expect(mail?.Destination?.ToAddresses).toEqual(['stale@example.cl']);
    expect(mail?.Content?.Simple?.Subject?.Data).toMatch(/venció/);
    expect(mail?.Content?.Simple?.Body?.Text?.Data).toMatch(/Hola, Rosa[\s\S]*tu correo y tu RUT quedaron libres/);
    const transaction = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems;
    expect(transaction?.map((item) => [item.Delete?.TableName, item.Delete?.Key])).toEqual([
      [testEnv.TABLE_USERS, { uid: 'uid-stale' }],
      [testEnv.TABLE_AUTH, { pk: 'UNIQUE#EMAIL#stale@example.cl', sk: 'UNIQUE' }],
      [testEnv.TABLE_AUTH, { pk: 'UNIQUE#RUT#11111111-1', sk: 'UNIQUE' }],
    ]);
    expect(transaction?.[0]?.Delete?.ConditionExpression).toContain('activated = :false');
    expect(deleted()).toEqual(['stale@example.cl']);
    expect(dynamo.commandCalls(DeleteCommand).map((call) => call.args[0].input.Key)).toEqual(
      expect.arrayContaining([{ pk: 'LINK#activation#uid-stale', sk: 'TOKEN' }]),
    );
  });

  it('keeps an account activated meanwhile: the condition of the transaction fails and Cognito is left alone', async () => {
    dynamo.on(TransactWriteCommand).rejects(Object.assign(new Error('cancelled'), { name: 'TransactionCanceledException', CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }, { Code: 'None' }] }));
    await expect(runJob()).resolves.toMatchObject({ unactivated: { checked: 1, removed: 0 } });
    expect(deleted()).toEqual([]);
  });

  it('sends the mail once, even when a run is repeated after a crash', async () => {
    dynamo.on(PutCommand, { TableName: testEnv.TABLE_AUTH }).rejects(Object.assign(new Error('claimed'), { name: 'ConditionalCheckFailedException' }));
    await runJob();
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
    expect(deleted()).toEqual(['stale@example.cl']);
  });

  it('removes nothing when the mail cannot be sent, and gives the claim back for the next run', async () => {
    ses.on(SendEmailCommand).rejects(new Error('SES down'));
    await expect(runJob()).rejects.toThrow('SES down');
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(DeleteCommand, { Key: { pk: 'MAIL#registration-expired#uid-stale', sk: 'SENT' } })).toHaveLength(1);
  });
});

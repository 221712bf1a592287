import { AdminDeleteUserCommand, AdminGetUserCommand, CognitoIdentityProviderClient, ListUsersCommand, type UserStatusType } from '@aws-sdk/client-cognito-identity-provider';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { PENDING_GOOGLE_SIGN_UPS_PK } from '../../shared/data/keys';
import { testEnv, useTestEnv } from '../testing/events';

useTestEnv();
const cognito = mockClient(CognitoIdentityProviderClient);
const dynamo = mockClient(DynamoDBDocumentClient);

const HOUR = 60 * 60 * 1000;
const now = new Date('2025-06-01T12:00:00Z');

/** A pending sign-up as the pre-sign-up trigger records it, `ageHours` ago. */
const pending = (subject: string, ageHours: number) => {
  const at = new Date(now.getTime() - ageHours * HOUR).toISOString();
  return { pk: PENDING_GOOGLE_SIGN_UPS_PK, sk: `${at}#google_${subject}`, username: `google_${subject}`, at };
};

const account = (subject: string, status: UserStatusType = 'EXTERNAL_PROVIDER') => ({
  Username: `google_${subject}`,
  UserStatus: status,
  Enabled: true,
  UserAttributes: [
    { Name: 'sub', Value: `uid-${subject}` },
    { Name: 'email', Value: `${subject}@gmail.com` },
  ],
});

const deleted = () => cognito.commandCalls(AdminDeleteUserCommand).map((call) => call.args[0].input.Username);
const forgotten = () => dynamo.commandCalls(DeleteCommand).map((call) => call.args[0].input.Key?.sk as string);

beforeEach(() => {
  cognito.reset();
  dynamo.reset();
  cognito.on(AdminDeleteUserCommand).resolves({});
  cognito.on(AdminGetUserCommand).rejects(Object.assign(new Error('User does not exist.'), { name: 'UserNotFoundException' }));
  dynamo.on(GetCommand).resolves({});
  dynamo.on(DeleteCommand).resolves({});
  jest.useFakeTimers({ now, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
});

afterEach(() => {
  jest.useRealTimers();
});

const runJob = async () => {
  const { handler } = await import('./remove-orphan-federated-accounts');
  return handler();
};

describe('the orphan federated accounts job', () => {
  it('reads only the pending sign-ups older than 24 hours, page by page, and never lists the pool', async () => {
    const [a, b] = [pending('a', 30), pending('b', 26)];
    dynamo.on(QueryCommand).resolvesOnce({ Items: [a], LastEvaluatedKey: { pk: a.pk, sk: a.sk } }).resolvesOnce({ Items: [b] });
    cognito.on(AdminGetUserCommand, { Username: 'google_a' }).resolves(account('a'));
    cognito.on(AdminGetUserCommand, { Username: 'google_b' }).resolves(account('b'));
    await expect(runJob()).resolves.toEqual({ checked: 2, removed: 2 });
    const inputs = dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(inputs).toEqual([
      expect.objectContaining({
        TableName: testEnv.TABLE_AUTH,
        KeyConditionExpression: 'pk = :pk AND sk < :cutoff',
        ExpressionAttributeValues: { ':pk': PENDING_GOOGLE_SIGN_UPS_PK, ':cutoff': new Date(now.getTime() - 24 * HOUR).toISOString() },
        ExclusiveStartKey: undefined,
      }),
      expect.objectContaining({ ExclusiveStartKey: { pk: a.pk, sk: a.sk } }),
    ]);
    expect(deleted()).toEqual(['google_a', 'google_b']);
    expect(cognito.commandCalls(ListUsersCommand)).toHaveLength(0);
  });

  it('removes only accounts without a user document, and forgets every entry it handled', async () => {
    const entries = [pending('old', 25), pending('registered', 48), pending('gone', 30)];
    dynamo.on(QueryCommand).resolves({ Items: entries });
    cognito.on(AdminGetUserCommand, { Username: 'google_old' }).resolves(account('old'));
    cognito.on(AdminGetUserCommand, { Username: 'google_registered' }).resolves(account('registered'));
    dynamo.on(GetCommand, { Key: { uid: 'uid-registered' } }).resolves({ Item: { uid: 'uid-registered' } });
    await expect(runJob()).resolves.toEqual({ checked: 3, removed: 1 });
    expect(deleted()).toEqual(['google_old']);
    expect(forgotten()).toEqual(entries.map((entry) => entry.sk));
  });

  it('never removes an e-mail account, even if an entry names it', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [pending('linked', 100)] });
    cognito.on(AdminGetUserCommand, { Username: 'google_linked' }).resolves(account('linked', 'CONFIRMED'));
    await expect(runJob()).resolves.toEqual({ checked: 1, removed: 0 });
    expect(deleted()).toEqual([]);
  });

  it('stops on a Cognito failure and keeps the entry, so that the next run tries again', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [pending('old', 25)] });
    cognito.on(AdminGetUserCommand).resolves(account('old'));
    cognito.on(AdminDeleteUserCommand).rejects(new Error('Throttling'));
    await expect(runJob()).rejects.toThrow('Throttling');
    expect(forgotten()).toEqual([]);
  });
});

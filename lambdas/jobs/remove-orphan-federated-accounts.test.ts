import { AdminDeleteUserCommand, CognitoIdentityProviderClient, ListUsersCommand, type UserStatusType, type UserType } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { testEnv, useTestEnv } from '../testing/events';

useTestEnv();
const cognito = mockClient(CognitoIdentityProviderClient);
const dynamo = mockClient(DynamoDBDocumentClient);

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

beforeEach(() => {
  cognito.reset();
  dynamo.reset();
  cognito.on(AdminDeleteUserCommand).resolves({});
  dynamo.on(GetCommand).resolves({});
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
  it('asks Cognito only for federated accounts, page by page', async () => {
    cognito
      .on(ListUsersCommand)
      .resolvesOnce({ Users: [federatedUser('a', 30)], PaginationToken: 'next' })
      .resolvesOnce({ Users: [federatedUser('b', 30)] });
    await expect(runJob()).resolves.toEqual({ checked: 2, removed: 2 });
    const inputs = cognito.commandCalls(ListUsersCommand).map((call) => call.args[0].input);
    expect(inputs).toEqual([
      { UserPoolId: testEnv.USER_POOL_ID, Filter: 'cognito:user_status = "EXTERNAL_PROVIDER"', Limit: 60, PaginationToken: undefined },
      { UserPoolId: testEnv.USER_POOL_ID, Filter: 'cognito:user_status = "EXTERNAL_PROVIDER"', Limit: 60, PaginationToken: 'next' },
    ]);
    expect(deleted()).toEqual(['google_a', 'google_b']);
  });

  it('removes only accounts older than 24 hours that have no user document', async () => {
    cognito.on(ListUsersCommand).resolves({ Users: [federatedUser('old', 25), federatedUser('fresh', 23), federatedUser('registered', 48)] });
    dynamo.on(GetCommand, { Key: { uid: 'uid-registered' } }).resolves({ Item: { uid: 'uid-registered' } });
    await expect(runJob()).resolves.toEqual({ checked: 3, removed: 1 });
    expect(deleted()).toEqual(['google_old']);
    expect(dynamo.commandCalls(GetCommand).map((call) => call.args[0].input.Key)).toEqual([{ uid: 'uid-old' }, { uid: 'uid-registered' }]);
  });

  it('never touches an e-mail account, even one a Google identity is linked to', async () => {
    cognito.on(ListUsersCommand).resolves({ Users: [federatedUser('linked', 100, 'CONFIRMED')] });
    await expect(runJob()).resolves.toEqual({ checked: 0, removed: 0 });
    expect(deleted()).toEqual([]);
  });

  it('stops on a Cognito failure, so that the next run tries again', async () => {
    cognito.on(ListUsersCommand).resolves({ Users: [federatedUser('old', 25)] });
    cognito.on(AdminDeleteUserCommand).rejects(new Error('Throttling'));
    await expect(runJob()).rejects.toThrow('Throttling');
  });
});

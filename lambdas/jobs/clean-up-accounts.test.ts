import { AdminDeleteUserCommand, AdminGetUserCommand, CognitoIdentityProviderClient, ListUsersCommand, type UserStatusType, type UserType } from '@aws-sdk/client-cognito-identity-provider';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { PENDING_GOOGLE_SIGN_UPS_PK, PENDING_PASSWORD_SIGN_UPS_PK } from '../../shared/data/keys';
import { busEvent, outboxEvents, outboxEventsWith, testEnv, useTestEnv } from '../testing/events';
import { pumpJobQueue, sentBodies } from '../testing/job-queue';
import { testUser } from '../testing/users';

useTestEnv();
process.env.QUEUE_CLEAN_UP_ACCOUNTS = 'https://sqs.us-east-1.amazonaws.com/000000000000/test-clean-up-accounts';
const sqs = mockClient(SQSClient);
const cognito = mockClient(CognitoIdentityProviderClient);
const dynamo = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);
const federatedFilter = 'cognito:user_status = "EXTERNAL_PROVIDER"';

const HOUR = 60 * 60 * 1000;
const now = new Date('2025-06-01T12:00:00Z');

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
  sqs.reset();
  sqs.on(SendMessageBatchCommand).resolves({ Successful: [], Failed: [] });
  cognito.reset();
  dynamo.reset();
  ses.reset();
  cognito.on(AdminDeleteUserCommand).resolves({});
  cognito.on(AdminGetUserCommand).rejects(Object.assign(new Error('User does not exist.'), { name: 'UserNotFoundException' }));
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

/** The driver's run, then every message through the worker, as the queue hands them; answers the messages that failed. */
const runJob = async () => {
  const { handler } = await import('./clean-up-accounts');
  expect(await handler()).toEqual({ walks: 3 });
  return pumpJobQueue(sqs, (await import('./clean-up-accounts-worker')).handler);
};

/** A pending Google sign-up as the pre-sign-up trigger records it, `ageHours` ago. */
const pending = (subject: string, ageHours: number) => {
  const at = new Date(now.getTime() - ageHours * HOUR).toISOString();
  return { pk: PENDING_GOOGLE_SIGN_UPS_PK, sk: `${at}#google_${subject}`, username: `google_${subject}`, at };
};
const googleAccount = (subject: string, status: UserStatusType = 'EXTERNAL_PROVIDER') => ({
  Username: `google_${subject}`,
  UserStatus: status,
  Enabled: true,
  UserAttributes: [
    { Name: 'sub', Value: `uid-${subject}` },
    { Name: 'email', Value: `${subject}@gmail.com` },
  ],
});
const pendingSignUps = { TableName: testEnv.TABLE_AUTH };
/** The query of the pending Google sign-ups older than 24 hours. */
const googleQuery = { TableName: testEnv.TABLE_AUTH, ExpressionAttributeValues: { ':pk': PENDING_GOOGLE_SIGN_UPS_PK, ':cutoff': new Date(now.getTime() - 24 * HOUR).toISOString() } };
const forgotten = () => dynamo.commandCalls(DeleteCommand, pendingSignUps).map((call) => call.args[0].input.Key?.sk as string);

describe('the clean-up job, for federated accounts (from the pending Google sign-ups, never the whole pool), through its queue', () => {
  it('reads only the pending sign-ups older than 24 hours, page by page, and never lists federated accounts', async () => {
    const [a, b] = [pending('a', 30), pending('b', 26)];
    dynamo.on(QueryCommand, googleQuery).resolvesOnce({ Items: [a], LastEvaluatedKey: { pk: a.pk, sk: a.sk } }).resolvesOnce({ Items: [b] });
    cognito.on(AdminGetUserCommand, { Username: 'google_a' }).resolves(googleAccount('a'));
    cognito.on(AdminGetUserCommand, { Username: 'google_b' }).resolves(googleAccount('b'));
    expect(await runJob()).toEqual([]);
    const inputs = dynamo.commandCalls(QueryCommand, googleQuery).map((call) => call.args[0].input);
    expect(inputs).toEqual([
      expect.objectContaining({
        KeyConditionExpression: 'pk = :pk AND sk < :cutoff',
        ExpressionAttributeValues: { ':pk': PENDING_GOOGLE_SIGN_UPS_PK, ':cutoff': new Date(now.getTime() - 24 * HOUR).toISOString() },
        ExclusiveStartKey: undefined,
      }),
      expect.objectContaining({ ExclusiveStartKey: { pk: a.pk, sk: a.sk } }),
    ]);
    expect(deleted()).toEqual(['google_a', 'google_b']);
    expect(cognito.commandCalls(ListUsersCommand, { Filter: federatedFilter })).toHaveLength(0);
  });

  it('removes only accounts without a user document, and forgets every entry it handled', async () => {
    const entries = [pending('old', 25), pending('registered', 48), pending('gone', 30)];
    dynamo.on(QueryCommand, googleQuery).resolves({ Items: entries });
    cognito.on(AdminGetUserCommand, { Username: 'google_old' }).resolves(googleAccount('old'));
    cognito.on(AdminGetUserCommand, { Username: 'google_registered' }).resolves(googleAccount('registered'));
    dynamo.on(GetCommand, { Key: { uid: 'uid-registered' } }).resolves({ Item: { uid: 'uid-registered' } });
    expect(await runJob()).toEqual([]);
    expect(deleted()).toEqual(['google_old']);
    // The entries of a batch are handled at once: in any order.
    expect(forgotten().sort()).toEqual(entries.map((entry) => entry.sk).sort());
  });

  it('never removes an e-mail account, even if an entry names it', async () => {
    dynamo.on(QueryCommand, googleQuery).resolves({ Items: [pending('linked', 100)] });
    cognito.on(AdminGetUserCommand, { Username: 'google_linked' }).resolves(googleAccount('linked', 'CONFIRMED'));
    expect(await runJob()).toEqual([]);
    expect(deleted()).toEqual([]);
  });

  it('fails the entry’s message on a Cognito failure and keeps the entry: the queue hands it again, and the next run finds it', async () => {
    dynamo.on(QueryCommand, googleQuery).resolves({ Items: [pending('old', 25)] });
    cognito.on(AdminGetUserCommand).resolves(googleAccount('old'));
    cognito.on(AdminDeleteUserCommand).rejects(new Error('Throttling'));
    expect(await runJob()).toEqual([{ run: expect.stringMatching(/^clean-up-accounts#/) as unknown, item: { kind: 'pending', pending: { kind: 'google', username: 'google_old', at: pending('old', 25).at } } }]);
    expect(forgotten()).toEqual([]);
  });
});

describe('the clean-up job, for e-mail accounts whose document was never written (from the pending registrations, never ListUsers)', () => {
  /** A pending e-mail registration as registerClient records it before AdminCreateUser, `ageHours` ago. */
  const pendingRegistration = (name: string, ageHours: number) => {
    const at = new Date(now.getTime() - ageHours * HOUR).toISOString();
    return { pk: PENDING_PASSWORD_SIGN_UPS_PK, sk: `${at}#${name}@example.cl`, username: `${name}@example.cl`, at };
  };
  const asAccount = (user: UserType) => ({ Username: user.Username, UserStatus: user.UserStatus, Enabled: true, UserAttributes: user.Attributes });

  it('queries only the pending registrations older than an hour, removes a confirmed or half-made account with no document, keeps a registered one, and forgets each entry', async () => {
    const entries = [pendingRegistration('crashed', 2), pendingRegistration('registered', 48), pendingRegistration('nopassword', 3), pendingRegistration('never-created', 5)];
    dynamo.on(QueryCommand, { ExpressionAttributeValues: { ':pk': PENDING_PASSWORD_SIGN_UPS_PK, ':cutoff': new Date(now.getTime() - HOUR).toISOString() } }).resolves({ Items: entries });
    cognito.on(AdminGetUserCommand, { Username: 'crashed@example.cl' }).resolves(asAccount(passwordUser('crashed', 2)));
    cognito.on(AdminGetUserCommand, { Username: 'registered@example.cl' }).resolves(asAccount(passwordUser('registered', 48)));
    cognito.on(AdminGetUserCommand, { Username: 'nopassword@example.cl' }).resolves(asAccount(passwordUser('nopassword', 3, 'FORCE_CHANGE_PASSWORD')));
    dynamo.on(GetCommand, { Key: { uid: 'uid-registered' } }).resolves({ Item: { uid: 'uid-registered' } });
    expect(await runJob()).toEqual([]);
    expect(deleted().sort()).toEqual(['crashed@example.cl', 'nopassword@example.cl']);
    // The entries of a batch are handled at once: in any order.
    expect(forgotten().sort()).toEqual(entries.map((entry) => entry.sk).sort());
    expect(cognito.commandCalls(ListUsersCommand)).toHaveLength(0);
  });
});

describe('the clean-up job, for registrations never activated in 7 days', () => {
  const stale = testUser({ uid: 'uid-stale', email: 'stale@example.cl', rut: '11111111-1', firstName: 'Rosa', activated: false, createdAt: new Date(now.getTime() - 8 * 24 * HOUR).toISOString() });

  beforeEach(() => {
    dynamo.on(QueryCommand, { IndexName: 'byType' }).resolves({ Items: [stale] });
    // The worker reads the registration again by its uid: its message carries nothing more.
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS, Key: { uid: 'uid-stale' } }).resolves({ Item: stale });
  });

  it('hands each registration on by its uid only: no address, RUT or name waits in the queue or its dead letters', async () => {
    await runJob();
    const items = sentBodies(sqs).filter((body) => 'item' in (body as object));
    expect(items).toEqual([{ run: expect.stringMatching(/^clean-up-accounts#/) as unknown, item: { kind: 'unactivated', uid: 'uid-stale', at: now.toISOString() } }]);
    expect(JSON.stringify(items)).not.toMatch(/stale@example\.cl|11111111|Rosa/);
  });

  it('leaves a registration activated after the page was read (its document read again says so)', async () => {
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS, Key: { uid: 'uid-stale' } }).resolves({ Item: { ...stale, activated: true } });
    expect(await runJob()).toEqual([]);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(deleted()).toEqual([]);
  });

  it('asks only for unactivated e-mail clients created more than 7 days ago', async () => {
    await runJob();
    const query = dynamo.commandCalls(QueryCommand, { IndexName: 'byType' })[0]?.args[0].input;
    expect(query?.ExpressionAttributeValues).toEqual({ ':client': 'client', ':before': new Date(now.getTime() - 7 * 24 * HOUR).toISOString(), ':false': false, ':password': 'password' });
  });

  it('releases the e-mail and RUT claims with the document, in a transaction that carries the RegistrationExpired event, then removes the account and its link tokens', async () => {
    expect(await runJob()).toEqual([]);
    // The job sends no mail itself: the mailer sends it from the event.
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
    expect(outboxEventsWith(dynamo)).toEqual([{ type: 'RegistrationExpired', with: ['Delete users', 'Delete auth', 'Delete auth', 'Put auth', 'Put auth'] }]);
    // Ids only: nothing personal outlives the erasure in the outbox table or a dead-letter queue.
    expect(outboxEvents(dynamo)[0]?.detail).toEqual({ uid: 'uid-stale', at: now.toISOString() });
    // The address the mailer writes to, kept apart until the mail went (and a week at most).
    const farewell = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems?.find((item) => item.Put?.Item?.pk === 'FAREWELL#uid-stale');
    expect(farewell?.Put?.Item).toEqual({ pk: 'FAREWELL#uid-stale', sk: 'ADDRESS', email: 'stale@example.cl', firstName: 'Rosa', expiresAt: Math.floor(now.getTime() / 1000) + 7 * 24 * 60 * 60 });
    const transaction = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems?.filter((item) => item.Delete);
    expect(transaction?.map((item) => [item.Delete?.TableName, item.Delete?.Key])).toEqual([
      [testEnv.TABLE_USERS, { uid: 'uid-stale' }],
      [testEnv.TABLE_AUTH, { pk: 'UNIQUE#EMAIL#stale@example.cl', sk: 'UNIQUE' }],
      [testEnv.TABLE_AUTH, { pk: 'UNIQUE#RUT#11111111-1', sk: 'UNIQUE' }],
    ]);
    expect(transaction?.[0]?.Delete?.ConditionExpression).toContain('activated = :false');
    // A pending registration of the address in the same transaction: a crash before the Cognito account goes is cleaned up an hour later.
    const pendingPut = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems?.find((item) => item.Put?.Item?.pk === PENDING_PASSWORD_SIGN_UPS_PK);
    expect(pendingPut?.Put?.Item).toMatchObject({ pk: PENDING_PASSWORD_SIGN_UPS_PK, username: 'stale@example.cl' });
    expect(deleted()).toEqual(['stale@example.cl']);
    expect(dynamo.commandCalls(DeleteCommand).map((call) => call.args[0].input.Key)).toEqual(
      expect.arrayContaining([{ pk: 'LINK#activation#uid-stale', sk: 'TOKEN' }]),
    );
  });

  it('a subscription the registration left (a card inscribed before activation) is cancelled with its event first: no charge outlives the account', async () => {
    process.env.TRANSBANK_ENVIRONMENT = 'http://127.0.0.1:4580';
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_BILLING, Key: { pk: 'USER#uid-stale', sk: 'SUBSCRIPTION' } }).resolves({ Item: { pk: 'USER#uid-stale', sk: 'SUBSCRIPTION', uid: 'uid-stale', plan: 'semestral', status: 'active' } });
    expect(await runJob()).toEqual([]);
    expect(outboxEvents(dynamo).map((event) => event.type)).toEqual(['SubscriptionChanged', 'RegistrationExpired']);
    expect(outboxEvents(dynamo)[0]?.detail).toMatchObject({ uid: 'uid-stale', after: { plan: 'semestral', status: 'cancelled' } });
  });

  it('activated between the read and the removal: the transaction fails, so no mail is due and the account is kept (Cognito left alone)', async () => {
    dynamo.on(TransactWriteCommand).rejects(Object.assign(new Error('cancelled'), { name: 'TransactionCanceledException', CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }, { Code: 'None' }, { Code: 'None' }] }));
    expect(await runJob()).toEqual([]);
    expect(deleted()).toEqual([]);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
    // The event was only in the refused transaction: nothing reaches the mailer.
    expect(outboxEventsWith(dynamo)).toEqual([{ type: 'RegistrationExpired', with: ['Delete users', 'Delete auth', 'Delete auth', 'Put auth', 'Put auth'] }]);
  });

  it('the mailer tells the address in Spanish, read when it sends (never from the event), once even when the event comes twice, and forgets it', async () => {
    const { handler } = await import('../events/mailer');
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_AUTH, Key: { pk: 'FAREWELL#uid-stale', sk: 'ADDRESS' } }).resolves({ Item: { pk: 'FAREWELL#uid-stale', sk: 'ADDRESS', email: 'stale@example.cl', firstName: 'Rosa' } });
    const detail = { uid: 'uid-stale', at: now.toISOString() };
    await handler(busEvent('RegistrationExpired', detail));
    const mail = ses.commandCalls(SendEmailCommand)[0]?.args[0].input;
    expect(mail?.Destination?.ToAddresses).toEqual(['stale@example.cl']);
    expect(mail?.Content?.Simple?.Subject?.Data).toMatch(/venció/);
    expect(mail?.Content?.Simple?.Body?.Text?.Data).toMatch(/Hola, Rosa[\s\S]*tu correo y tu RUT quedaron libres/);
    expect(dynamo.commandCalls(DeleteCommand, { TableName: testEnv.TABLE_AUTH, Key: { pk: 'FAREWELL#uid-stale', sk: 'ADDRESS' } })).toHaveLength(1);
    dynamo.on(PutCommand, { TableName: testEnv.TABLE_AUTH }).rejects(Object.assign(new Error('claimed'), { name: 'ConditionalCheckFailedException' }));
    await handler(busEvent('RegistrationExpired', detail));
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(1);
  });

  it('the mailer sends nothing when the address is gone (the farewell already went or expired)', async () => {
    const { handler } = await import('../events/mailer');
    await handler(busEvent('RegistrationExpired', { uid: 'uid-stale', at: now.toISOString() }));
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });
});

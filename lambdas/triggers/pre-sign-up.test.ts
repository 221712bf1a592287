import { AdminDeleteUserCommand, AdminLinkProviderForUserCommand, CognitoIdentityProviderClient, ListUsersCommand, type UserStatusType, type UserType } from '@aws-sdk/client-cognito-identity-provider';
import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { PENDING_GOOGLE_SIGN_UPS_PK } from '../../shared/data/keys';
import { SIGN_UP_REFUSED_LOG } from '../../shared/federation';
import { PENDING_SIGN_UP_TTL_SECONDS } from '../accounts/pending-sign-ups.repository';
import { logger } from '../lib/logger';

const cognito = mockClient(CognitoIdentityProviderClient);
const dynamo = mockClient(DynamoDBDocumentClient);

/** The pool's trigger has only the users, auth and outbox table names in its environment. */
beforeAll(() => {
  process.env.TABLE_USERS = 'trigger-users';
  process.env.TABLE_AUTH = 'trigger-auth';
  process.env.TABLE_OUTBOX = 'trigger-outbox';
});
/** The events the trigger wrote to the outbox table. */
const outboxPuts = () => dynamo.commandCalls(PutCommand).map((call) => call.args[0].input).filter((input) => input.TableName === 'trigger-outbox');

const preSignUp = (triggerSource: PreSignUpTriggerEvent['triggerSource'], overrides: { userName?: string; attributes?: Record<string, string> } = {}): PreSignUpTriggerEvent => ({
  version: '1',
  region: 'us-east-1',
  userPoolId: 'us-east-1_pool',
  userName: overrides.userName ?? 'Google_1077',
  callerContext: { awsSdkVersion: '3', clientId: 'web' },
  triggerSource,
  request: { userAttributes: overrides.attributes ?? { email: 'Ana@Example.cl', 'custom:google_verified': 'true', given_name: 'Ana', family_name: 'Rojas' } },
  response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
});

const nativeUser = (status: UserStatusType, attributes: Record<string, string>, enabled = true): UserType => ({
  Username: 'native-sub',
  UserStatus: status,
  Enabled: enabled,
  Attributes: Object.entries({ sub: 'native-sub', email: 'ana@example.cl', ...attributes }).map(([Name, Value]) => ({ Name, Value })),
});

const run = async (event: PreSignUpTriggerEvent) => {
  const { handler } = await import('./pre-sign-up');
  return handler(event);
};

beforeEach(() => {
  cognito.reset();
  dynamo.reset();
  dynamo.on(PutCommand).resolves({});
  cognito.on(ListUsersCommand).resolves({ Users: [] });
  cognito.on(AdminLinkProviderForUserCommand).resolves({});
  cognito.on(AdminDeleteUserCommand).resolves({});
  dynamo.on(TransactWriteCommand).resolves({});
  dynamo.on(GetCommand).resolves({});
});

/** Our document of the e-mail account: its activation decides, whatever Cognito's attributes say. */
const documentOf = (fields: { activated: boolean; disabled?: boolean }) =>
  dynamo.on(GetCommand, { TableName: 'trigger-users', Key: { uid: 'native-sub' } }).resolves({ Item: { uid: 'native-sub', email: 'ana@example.cl', rut: '11111111-1', ...fields } });

describe('pre-sign-up trigger', () => {
  it('refuses the public SignUp API: registration happens on the server', async () => {
    await expect(run(preSignUp('PreSignUp_SignUp'))).rejects.toThrow('Self sign-up is off');
    expect(cognito.calls()).toHaveLength(0);
  });

  it('accepts the server’s AdminCreateUser unchanged', async () => {
    const event = preSignUp('PreSignUp_AdminCreateUser', { userName: 'ana@example.cl' });
    await expect(run(event)).resolves.toBe(event);
    expect(cognito.calls()).toHaveLength(0);
  });

  it('lets a new Google user in when nobody holds the e-mail, looking the e-mail up in the event’s pool', async () => {
    const event = preSignUp('PreSignUp_ExternalProvider');
    await expect(run(event)).resolves.toBe(event);
    expect(cognito.commandCalls(ListUsersCommand)[0]?.args[0].input).toEqual({ UserPoolId: 'us-east-1_pool', Filter: 'email = "ana@example.cl"', Limit: 10 });
    expect(cognito.commandCalls(AdminLinkProviderForUserCommand)).toHaveLength(0);
  });

  it('ignores other federated accounts with the same e-mail', async () => {
    cognito.on(ListUsersCommand).resolves({ Users: [{ ...nativeUser('EXTERNAL_PROVIDER', { email_verified: 'true' }), Username: 'google_999' }] });
    const event = preSignUp('PreSignUp_ExternalProvider');
    await expect(run(event)).resolves.toBe(event);
    expect(cognito.commandCalls(AdminLinkProviderForUserCommand)).toHaveLength(0);
  });

  it('links the Google identity to the e-mail account our document says is activated, and records it for the audit trail', async () => {
    cognito.on(ListUsersCommand).resolves({ Users: [nativeUser('CONFIRMED', { email_verified: 'false' })] });
    documentOf({ activated: true });
    const event = preSignUp('PreSignUp_ExternalProvider');
    await expect(run(event)).resolves.toBe(event);
    expect(cognito.commandCalls(AdminLinkProviderForUserCommand)[0]?.args[0].input).toEqual({
      UserPoolId: 'us-east-1_pool',
      DestinationUser: { ProviderName: 'Cognito', ProviderAttributeValue: 'native-sub' },
      SourceUser: { ProviderName: 'Google', ProviderAttributeName: 'Cognito_Subject', ProviderAttributeValue: '1077' },
    });
    // In the outbox, like every other event: the relay puts it on the bus.
    const [entry] = outboxPuts();
    expect(entry?.Item).toMatchObject({ detailType: 'GoogleAccountLinked' });
    expect(JSON.parse(String(entry?.Item?.detail))).toMatchObject({ uid: 'native-sub', provider: 'google' });
  });

  it('keeps the link when the audit event cannot be published', async () => {
    cognito.on(ListUsersCommand).resolves({ Users: [nativeUser('CONFIRMED', { email_verified: 'true' })] });
    documentOf({ activated: true });
    dynamo.on(PutCommand, { TableName: 'trigger-outbox' }).rejects(new Error('outbox unreachable'));
    await expect(run(preSignUp('PreSignUp_ExternalProvider'))).resolves.toBeDefined();
    expect(cognito.commandCalls(AdminLinkProviderForUserCommand)).toHaveLength(1);
  });

  it('refuses a disabled e-mail account, with no link and no second account', async () => {
    cognito.on(ListUsersCommand).resolves({ Users: [nativeUser('CONFIRMED', { email_verified: 'true' }, false)] });
    documentOf({ activated: true });
    await expect(run(preSignUp('PreSignUp_ExternalProvider'))).rejects.toThrow('[federation:account-disabled]');
    expect(cognito.commandCalls(AdminLinkProviderForUserCommand)).toHaveLength(0);
    expect(outboxPuts()).toHaveLength(0);
  });

  it('takes over an e-mail account never activated, even when its Cognito email_verified was set to true: the holder loses it', async () => {
    cognito.on(ListUsersCommand).resolves({ Users: [nativeUser('CONFIRMED', { email_verified: 'true' })] });
    documentOf({ activated: false });
    const event = preSignUp('PreSignUp_ExternalProvider');
    await expect(run(event)).resolves.toBe(event);
    expect(cognito.commandCalls(AdminLinkProviderForUserCommand)).toHaveLength(0);
    const items = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    // The document (only while unactivated) and its e-mail and RUT claims, the event, the new sign-up's record.
    expect(items[0]?.Delete).toMatchObject({ TableName: 'trigger-users', Key: { uid: 'native-sub' }, ConditionExpression: 'attribute_exists(uid) AND activated = :false' });
    expect(items.slice(1, 3).map((item) => item.Delete?.Key?.pk as unknown)).toEqual(['UNIQUE#EMAIL#ana@example.cl', 'UNIQUE#RUT#11111111-1']);
    expect(items[3]?.Put).toMatchObject({ TableName: 'trigger-outbox', Item: { detailType: 'RegistrationTakenOver' } });
    expect(JSON.parse(String(items[3]?.Put?.Item?.detail)) as unknown).toEqual({ uid: 'native-sub', at: expect.any(String) as unknown });
    expect(items[4]?.Put).toMatchObject({ TableName: 'trigger-auth', Item: { pk: PENDING_GOOGLE_SIGN_UPS_PK, username: 'Google_1077' } });
    // Its password signs in no more.
    expect(cognito.commandCalls(AdminDeleteUserCommand)[0]?.args[0].input).toEqual({ UserPoolId: 'us-east-1_pool', Username: 'native-sub' });
  });

  it('fails the sign-in, removing nothing in Cognito, when the account was activated during it', async () => {
    cognito.on(ListUsersCommand).resolves({ Users: [nativeUser('CONFIRMED', { email_verified: 'true' })] });
    documentOf({ activated: false });
    dynamo.on(TransactWriteCommand).rejects(Object.assign(new Error('cancelled'), { name: 'TransactionCanceledException', CancellationReasons: [{ Code: 'ConditionalCheckFailed' }] }));
    await expect(run(preSignUp('PreSignUp_ExternalProvider'))).rejects.toThrow('activated during the Google sign-in');
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(0);
  });

  it('takes over an e-mail account that has no document (a registration that never completed)', async () => {
    cognito.on(ListUsersCommand).resolves({ Users: [nativeUser('CONFIRMED', { email_verified: 'false' })] });
    await expect(run(preSignUp('PreSignUp_ExternalProvider'))).resolves.toBeDefined();
    const items = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(items.map((item) => Object.keys(item)[0])).toEqual(['Put', 'Put']);
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(1);
  });

  it('refuses an e-mail Google has not verified, without looking for accounts', async () => {
    const event = preSignUp('PreSignUp_ExternalProvider', { attributes: { email: 'ana@example.cl', 'custom:google_verified': 'false' } });
    await expect(run(event)).rejects.toThrow('[federation:email-not-verified]');
    expect(cognito.calls()).toHaveLength(0);
  });

  it('refuses an identity without an e-mail', async () => {
    await expect(run(preSignUp('PreSignUp_ExternalProvider', { attributes: { 'custom:google_verified': 'true' } }))).rejects.toThrow('[federation:email-not-verified]');
  });

  it('refuses a source it does not know', async () => {
    await expect(run({ ...preSignUp('PreSignUp_SignUp'), triggerSource: 'PreSignUp_Something' as PreSignUpTriggerEvent['triggerSource'] })).rejects.toThrow('Self sign-up is off');
  });
});

describe('pending Google sign-ups (the orphan job reads them)', () => {
  it('records a new Google user as a pending sign-up, with a TTL', async () => {
    await run(preSignUp('PreSignUp_ExternalProvider'));
    const input = dynamo.commandCalls(PutCommand)[0]?.args[0].input;
    expect(input?.TableName).toBe('trigger-auth');
    expect(input?.Item).toMatchObject({ pk: PENDING_GOOGLE_SIGN_UPS_PK, username: 'Google_1077', sk: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*#Google_1077$/) as unknown });
    const { at, expiresAt } = input?.Item as { at: string; expiresAt: number };
    expect(expiresAt).toBe(Math.floor(Date.parse(at) / 1000) + PENDING_SIGN_UP_TTL_SECONDS);
  });

  it('records nothing for a refusal or an account the server creates', async () => {
    await expect(run(preSignUp('PreSignUp_SignUp'))).rejects.toThrow();
    await run(preSignUp('PreSignUp_AdminCreateUser', { userName: 'ana@example.cl' }));
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('fails the sign-in when the pending sign-up cannot be recorded: no untracked account', async () => {
    dynamo.on(PutCommand).rejects(new Error('DynamoDB is down'));
    await expect(run(preSignUp('PreSignUp_ExternalProvider'))).rejects.toThrow('DynamoDB is down');
  });
});

describe("the trigger's designed refusals, as its errors alarm sees them", () => {
  const refusalLines = (spy: { mock: { calls: readonly (readonly unknown[])[] } }): unknown[] => spy.mock.calls.filter(([message]) => message === SIGN_UP_REFUSED_LOG);

  it.each([
    ['the public SignUp', () => preSignUp('PreSignUp_SignUp')],
    ['a Google e-mail not verified', () => preSignUp('PreSignUp_ExternalProvider', { attributes: { email: 'ana@example.cl', 'custom:google_verified': 'false' } })],
  ])('logs %s once as a refusal, which the alarm subtracts from the errors', async (_case, event) => {
    const info = jest.spyOn(logger, 'info');
    await expect(run(event())).rejects.toThrow();
    expect(refusalLines(info)).toHaveLength(1);
    info.mockRestore();
  });

  it('logs no refusal for a failure, which the alarm counts', async () => {
    const info = jest.spyOn(logger, 'info');
    cognito.on(ListUsersCommand).rejects(new Error('Cognito is down'));
    await expect(run(preSignUp('PreSignUp_ExternalProvider'))).rejects.toThrow('Cognito is down');
    expect(refusalLines(info)).toHaveLength(0);
    info.mockRestore();
  });
});

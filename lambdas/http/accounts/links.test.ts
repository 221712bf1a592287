import {
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { hashToken } from '../../lib/crypto';
import { context, httpEvent, outboxEvents, parse, testEnv, useTestEnv } from '../../testing/events';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);
const events = mockClient(EventBridgeClient);

const token = 'a'.repeat(43);
const user = { uid: 'u1', email: 'ana@example.cl', firstName: 'Ana', activated: false, provider: 'password' };
const future = () => Math.floor(Date.now() / 1000) + 3600;

const call = async (module: 'post-activate' | 'post-reset-password', path: string, body: unknown) => {
  const { handler } = (await import(`./${module}`)) as { handler: (event: unknown, ctx: unknown) => Promise<{ statusCode?: number; body?: string }> };
  const result = await handler(httpEvent({ method: 'POST', path: path as '/api/activate' }, { body: JSON.stringify(body) }), context);
  return { status: result.statusCode, body: parse(result) };
};

beforeEach(() => {
  dynamo.reset();
  cognito.reset();
  events.reset();
  events.on(PutEventsCommand).resolves({ FailedEntryCount: 0 });
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS }).resolves({ Item: user });
  dynamo.on(UpdateCommand, { TableName: testEnv.TABLE_AUTH }).resolves({ Attributes: { hits: 1 } });
});

describe('POST /api/activate', () => {
  const activate = (body: unknown) => call('post-activate', '/api/activate', body);

  it('activates with the right token: uses it up, verifies the e-mail, publishes UserActivated', async () => {
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_AUTH }).resolves({ Item: { hash: hashToken(token), expiresAt: future() } });
    expect(await activate({ uid: 'u1', token })).toEqual({ status: 200, body: { status: 'activated', message: 'Cuenta activada' } });
    expect(dynamo.commandCalls(DeleteCommand)[0]?.args[0].input.Key).toEqual({ pk: 'LINK#activation#u1', sk: 'TOKEN' });
    expect(cognito.commandCalls(AdminUpdateUserAttributesCommand)[0]?.args[0].input.UserAttributes).toContainEqual({ Name: 'email_verified', Value: 'true' });
    expect(outboxEvents(dynamo)[0]?.type).toBe('UserActivated');
  });

  it('answers "Cuenta ya activada" to the link that activated the account, touching no token', async () => {
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS }).resolves({ Item: { ...user, activated: true } });
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_AUTH, Key: { pk: 'USED-ACTIVATION#u1', sk: hashToken(token) } }).resolves({ Item: { expiresAt: future() } });
    expect(await activate({ uid: 'u1', token })).toEqual({ status: 200, body: { status: 'already-activated', message: 'Cuenta ya activada' } });
    expect(dynamo.commandCalls(DeleteCommand)).toHaveLength(0);
  });

  it('answers an unknown uid and an active account with any other token alike: invalid-link', async () => {
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS }).resolves({ Item: { ...user, activated: true } });
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_AUTH }).resolves({});
    const known = await activate({ uid: 'u1', token });
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS }).resolves({});
    const unknown = await activate({ uid: 'nadie', token });
    expect(known).toEqual(unknown);
    expect(known).toMatchObject({ status: 400, body: { error: { code: 'invalid-link' } } });
  });

  it.each([
    ['a wrong token', { hash: hashToken('b'.repeat(43)), expiresAt: future() }, 'invalid-link'],
    ['a used token', undefined, 'invalid-link'],
    ['an expired token', { hash: hashToken(token), expiresAt: Math.floor(Date.now() / 1000) - 1 }, 'expired-link'],
  ])('refuses %s and changes nothing', async (_case, item, code) => {
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_AUTH }).resolves({ Item: item });
    expect(await activate({ uid: 'u1', token })).toMatchObject({ status: 400, body: { error: { code } } });
    expect(dynamo.commandCalls(DeleteCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(UpdateCommand).filter((call) => call.args[0].input.TableName === testEnv.TABLE_USERS)).toHaveLength(0);
    expect(outboxEvents(dynamo)).toHaveLength(0);
  });

  it('refuses a token that another request used a moment before', async () => {
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_AUTH }).resolves({ Item: { hash: hashToken(token), expiresAt: future() } });
    dynamo.on(DeleteCommand).rejects(new ConditionalCheckFailedException({ message: 'gone', $metadata: {} }));
    expect((await activate({ uid: 'u1', token })).body).toMatchObject({ error: { code: 'invalid-link' } });
  });

  it('refuses an unknown account like a wrong link', async () => {
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS }).resolves({});
    expect((await activate({ uid: 'nobody', token })).body).toMatchObject({ error: { code: 'invalid-link' } });
  });
});

describe('POST /api/reset-password', () => {
  const reset = (body: unknown) => call('post-reset-password', '/api/reset-password', body);

  it('sets the new password, ends other sessions, remembers the reset and publishes PasswordChanged', async () => {
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_AUTH }).resolves({ Item: { hash: hashToken(token), expiresAt: future() } });
    expect(await reset({ userId: 'u1', token, newPassword: 'nueva123' })).toEqual({ status: 200, body: { message: 'Contraseña cambiada exitosamente.' } });
    expect(cognito.commandCalls(AdminSetUserPasswordCommand)[0]?.args[0].input).toMatchObject({ Username: 'ana@example.cl', Password: 'nueva123', Permanent: true });
    expect(cognito.commandCalls(AdminUserGlobalSignOutCommand)).toHaveLength(1);
    // The link's use, the used reset, the end of the sessions and the event in one transaction.
    const transaction = dynamo.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.TransactItems ?? []).find((items) => items.some((item) => item.Put?.TableName === testEnv.TABLE_OUTBOX));
    expect(transaction?.[1]?.Put?.Item).toMatchObject({ pk: 'USED-RESET#u1', sk: hashToken(token) });
    expect(outboxEvents(dynamo).map((event) => event.type)).toEqual(['PasswordChanged']);
    const detail = JSON.stringify(outboxEvents(dynamo)[0]?.detail ?? '');
    expect(detail).not.toContain('nueva123');
    expect(detail).not.toContain(token);
  });

  it('refuses an account that signs in only with Google', async () => {
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS }).resolves({ Item: { ...user, provider: 'google' } });
    expect((await reset({ userId: 'u1', token, newPassword: 'nueva123' })).body).toMatchObject({ error: { code: 'invalid-link' } });
    expect(cognito.calls()).toHaveLength(0);
  });

  it('refuses an expired link with its message', async () => {
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_AUTH }).resolves({ Item: { hash: hashToken(token), expiresAt: 1 } });
    expect((await reset({ userId: 'u1', token, newPassword: 'nueva123' })).body).toEqual({ error: { code: 'expired-link', message: 'El enlace expiró. Solicita uno nuevo.' } });
  });
});

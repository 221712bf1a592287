import { AdminDeleteUserCommand, AdminGetUserCommand, CognitoIdentityProviderClient, type AdminGetUserCommandOutput } from '@aws-sdk/client-cognito-identity-provider';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import type { UserDocument } from '../../../shared/user';
import { context, httpEvent, outboxEvents, parse, useTestEnv } from '../../testing/events';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);
const events = mockClient(EventBridgeClient);

/** The caller: the token of a Google account; its `sub` is also how the handlers find it. */
const caller = { sub: 'google-uid', username: 'google_109876543210', email: 'valentina.soto@gmail.com' };

const account = (overrides: Partial<AdminGetUserCommandOutput> = {}, attributes: Record<string, string> = {}): AdminGetUserCommandOutput => ({
  $metadata: {},
  Username: 'google_1077',
  UserStatus: 'EXTERNAL_PROVIDER',
  Enabled: true,
  UserAttributes: Object.entries({ sub: 'google-uid', email: 'valentina.soto@gmail.com', 'custom:google_verified': 'true', given_name: 'Valentina', family_name: 'Soto', name: 'Valentina Soto', ...attributes }).map(([Name, Value]) => ({ Name, Value })),
  ...overrides,
});

const valid = { firstName: 'Valentina', lastName: 'Soto', rut: '12.345.678-5', birthDate: '1990-02-28', acceptTerms: true };

const call = async (module: string, route: { method: 'GET' | 'POST' | 'DELETE'; path: `/api/${string}` }, body?: unknown) => {
  const { handler } = (await import(module)) as { handler: (event: unknown, ctx: unknown) => Promise<{ statusCode?: number; body?: string }> };
  const result = await handler(httpEvent(route, { caller, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }), context);
  return { status: result.statusCode, body: parse(result) as Record<string, unknown> & { error?: { code: string; message: string } } };
};
const register = (body: unknown) => call('./post-register-google', { method: 'POST', path: '/api/register/google' }, body);
const registerCompany = (body: unknown) => call('./post-register-google-company', { method: 'POST', path: '/api/register/google/company' }, body);
const profile = () => call('./get-register-google', { method: 'GET', path: '/api/register/google' });
const removeAccount = () => call('./delete-federated-account', { method: 'DELETE', path: '/api/auth/federated-account' });

beforeEach(() => {
  dynamo.reset();
  cognito.reset();
  events.reset();
  dynamo.on(GetCommand).resolves({});
  dynamo.on(TransactWriteCommand).resolves({});
  cognito.on(AdminGetUserCommand).resolves(account());
  cognito.on(AdminDeleteUserCommand).resolves({});
  events.on(PutEventsCommand).resolves({ FailedEntryCount: 0, Entries: [{ EventId: '1' }] });
});

describe('GET /api/register/google', () => {
  it('answers the e-mail of the token and the names Google sent, for the form', async () => {
    expect(await profile()).toEqual({ status: 200, body: { email: 'valentina.soto@gmail.com', firstName: 'Valentina', lastName: 'Soto' } });
    expect(cognito.commandCalls(AdminGetUserCommand)[0]?.args[0].input).toEqual({ UserPoolId: 'us-east-1_test', Username: 'google_109876543210' });
  });

  it('splits the display name when Google sent no given and family name', async () => {
    cognito.on(AdminGetUserCommand).resolves(account({ UserAttributes: [{ Name: 'sub', Value: 'google-uid' }, { Name: 'name', Value: 'María José Pérez Lagos' }] }));
    expect((await profile()).body).toMatchObject({ firstName: 'María', lastName: 'José Pérez Lagos' });
  });

  it('refuses an e-mail-and-password account', async () => {
    cognito.on(AdminGetUserCommand).resolves(account({ UserStatus: 'CONFIRMED' }));
    expect((await profile()).status).toBe(403);
  });
});

describe('POST /api/register/google', () => {
  it('registers with the e-mail of the token, activated, and publishes UserRegistered from Google', async () => {
    const result = await register(valid);
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({ uid: 'google-uid', email: 'valentina.soto@gmail.com', provider: 'google', activated: true, userType: 'client', rut: '12345678-5' });
    const items = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(items.map((item) => (item.Put?.Item as { pk?: string } | undefined)?.pk ?? (item.Put?.Item as UserDocument | undefined)?.uid)).toEqual(['google-uid', 'UNIQUE#EMAIL#valentina.soto@gmail.com', 'UNIQUE#RUT#12345678-5']);
    const detail = outboxEvents(dynamo)[0]?.detail as Record<string, unknown>;
    expect(detail).toMatchObject({ uid: 'google-uid', provider: 'google' });
  });

  it('never takes the e-mail or a password from the body', async () => {
    for (const extra of [{ email: 'otra@example.cl' }, { password: 'secreta1' }]) {
      const result = await register({ ...valid, ...extra });
      expect(result.status).toBe(400);
    }
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it.each([
    ['acceptTerms', { acceptTerms: false }, 'Debes aceptar los términos y condiciones.'],
    ['rut', { rut: '12.345.678-4' }, 'Debes ingresar un RUT válido.'],
    ['birthDate', { birthDate: '' }, 'Debes ingresar tu fecha de nacimiento.'],
    ['firstName', { firstName: ' ' }, 'Este campo es obligatorio.'],
  ])('validates %s like the e-mail registration', async (field, change, message) => {
    const result = await register({ ...valid, ...change });
    expect(result.status).toBe(400);
    expect((result.body.error as { fields?: Record<string, string> } | undefined)?.fields?.[field]).toBe(message);
  });

  it('says when the RUT is already registered', async () => {
    dynamo.on(GetCommand, { Key: { pk: 'UNIQUE#RUT#12345678-5', sk: 'UNIQUE' } }).resolves({ Item: { uid: 'someone' } });
    const result = await register(valid);
    expect(result).toMatchObject({ status: 409, body: { error: { code: 'rut-already-in-use', message: 'Este RUT ya está registrado.' } } });
  });

  it('says when another account took the e-mail in the meantime', async () => {
    dynamo.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({ message: 'cancelled', $metadata: {}, CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }, { Code: 'None' }] }),
    );
    expect((await register(valid)).body.error?.code).toBe('email-already-in-use');
  });

  it('refuses a second registration of the same account', async () => {
    dynamo.on(GetCommand, { Key: { uid: 'google-uid' } }).resolves({ Item: { uid: 'google-uid' } });
    expect(await register(valid)).toMatchObject({ status: 409, body: { error: { code: 'already-registered' } } });
  });

  it('refuses an e-mail account, and a Google e-mail that is not verified', async () => {
    cognito.on(AdminGetUserCommand).resolves(account({ UserStatus: 'CONFIRMED' }));
    expect((await register(valid)).status).toBe(403);
    cognito.on(AdminGetUserCommand).resolves(account({}, { 'custom:google_verified': 'false', email_verified: 'true' }));
    expect((await register(valid)).body.error?.code).toBe('google-email-not-verified');
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});

describe('POST /api/register/google/company', () => {
  const company = { legalName: 'Panadería Los Andes SpA', rut: '76.086.428-5', comuna: 'Providencia', region: 'Metropolitana de Santiago', contactFirstName: 'Valentina', contactLastName: 'Soto', contactPhone: '+56 9 1234 5678', acceptTerms: true };

  it('registers a company whose Google e-mail is verified: Google’s claim as mapped, as for a person (Cognito leaves email_verified unset for federated users)', async () => {
    const result = await registerCompany(company);
    expect(result).toMatchObject({ status: 201, body: { uid: 'google-uid', userType: 'enterprise', provider: 'google', activated: true } });
  });

  it('refuses a Google e-mail that is not verified, whatever email_verified says', async () => {
    cognito.on(AdminGetUserCommand).resolves(account({}, { 'custom:google_verified': 'false', email_verified: 'true' }));
    expect((await registerCompany(company)).body.error?.code).toBe('google-email-not-verified');
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});

describe('DELETE /api/auth/federated-account', () => {
  it('deletes the caller’s federated account when it has no user document', async () => {
    expect((await removeAccount()).status).toBe(204);
    expect(cognito.commandCalls(AdminDeleteUserCommand)[0]?.args[0].input).toEqual({ UserPoolId: 'us-east-1_test', Username: 'google_1077' });
  });

  it('refuses to delete an e-mail-and-password account', async () => {
    cognito.on(AdminGetUserCommand).resolves(account({ UserStatus: 'CONFIRMED' }));
    expect((await removeAccount()).status).toBe(403);
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(0);
  });

  it('refuses to delete a registered account', async () => {
    dynamo.on(GetCommand, { Key: { uid: 'google-uid' } }).resolves({ Item: { uid: 'google-uid' } });
    expect((await removeAccount()).status).toBe(409);
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(0);
  });

  it('refuses an account that is not the caller’s', async () => {
    cognito.on(AdminGetUserCommand).resolves(account({}, { sub: 'someone-else' }));
    expect((await removeAccount()).status).toBe(403);
  });

  it('is done when the account is already gone', async () => {
    const { UserNotFoundException } = await import('@aws-sdk/client-cognito-identity-provider');
    cognito.on(AdminGetUserCommand).rejects(new UserNotFoundException({ message: 'gone', $metadata: {} }));
    expect((await removeAccount()).status).toBe(204);
  });
});

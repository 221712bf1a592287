import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InvalidPasswordException,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { DynamoDBDocumentClient, GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { PENDING_PASSWORD_SIGN_UPS_PK } from '../../../shared/data/keys';
import { mockClient } from 'aws-sdk-client-mock';
import { toIsoDate, todayInChile } from '../../../shared/age';
import { context, httpEvent, outboxEvents, parse, testEnv, useTestEnv } from '../../testing/events';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);
const events = mockClient(EventBridgeClient);
const route = { method: 'POST', path: '/api/register' } as const;

const valid = {
  firstName: ' Camila ',
  lastName: 'Pérez',
  rut: '12.345.678-5',
  birthDate: '1990-02-28',
  email: 'Camila@Example.cl',
  password: 'secreta1',
  acceptTerms: true,
};

const register = async (body: unknown) => {
  const { handler } = await import('./post-register');
  const result = await handler(httpEvent(route, { body: JSON.stringify(body) }), context);
  return { status: result.statusCode, body: parse(result) as { error?: { code: string; message: string; fields?: Record<string, string> } } & Record<string, unknown> };
};

const yearsAgo = (years: number, days = 0) => {
  const today = todayInChile();
  const date = new Date(Date.UTC(today.year - years, today.month - 1, today.day + days));
  return toIsoDate({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
};

beforeEach(() => {
  dynamo.reset();
  cognito.reset();
  events.reset();
  dynamo.on(GetCommand).resolves({});
  dynamo.on(TransactWriteCommand).resolves({});
  dynamo.on(UpdateCommand).resolves({ Attributes: { hits: 1 } });
  cognito.on(AdminCreateUserCommand).resolves({ User: { Attributes: [{ Name: 'sub', Value: 'new-uid' }] } });
  cognito.on(AdminSetUserPasswordCommand).resolves({});
  events.on(PutEventsCommand).resolves({ FailedEntryCount: 0, Entries: [{ EventId: '1' }] });
});

describe('POST /api/register, validation (product §5)', () => {
  it.each([
    ['acceptTerms', { acceptTerms: false }, 'Debes aceptar los términos y condiciones.'],
    ['rut', { rut: '12.345.678-4' }, 'Debes ingresar un RUT válido.'],
    ['rut', { rut: '' }, 'Debes ingresar un RUT válido.'],
    ['birthDate', { birthDate: '' }, 'Debes ingresar tu fecha de nacimiento.'],
    ['birthDate', { birthDate: yearsAgo(18, 1) }, 'Debes ser mayor de 18 años para registrarte.'],
    ['birthDate', { birthDate: yearsAgo(0, 1) }, 'La fecha de nacimiento no puede ser posterior a hoy.'],
    ['password', { password: '12345' }, 'La contraseña debe tener al menos 6 caracteres.'],
    ['email', { email: 'no-es-correo' }, 'Ingresa un correo electrónico válido.'],
    ['firstName', { firstName: '   ' }, 'Este campo es obligatorio.'],
  ])('refuses a bad %s with its message and creates nothing', async (field, change, message) => {
    const result = await register({ ...valid, ...change });
    expect(result.status).toBe(400);
    expect(result.body.error?.fields?.[field]).toBe(message);
    expect(cognito.calls()).toHaveLength(0);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('accepts someone who turns 18 today', async () => {
    expect((await register({ ...valid, birthDate: yearsAgo(18) })).status).toBe(201);
  });
});

describe('POST /api/register, outcomes', () => {
  it('creates the account, writes the document with its e-mail and RUT claims in one transaction, and publishes UserRegistered', async () => {
    const result = await register({ ...valid, signupIntent: 'enterprise' });
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({ uid: 'new-uid', firstName: 'Camila', email: 'camila@example.cl', rut: '12345678-5', userType: 'client', activated: false, signupIntent: 'enterprise' });
    expect(cognito.commandCalls(AdminCreateUserCommand)[0]?.args[0].input).toMatchObject({ Username: 'camila@example.cl', MessageAction: 'SUPPRESS' });
    const items = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(items.map((item) => (item.Put?.Item?.pk ?? item.Put?.Item?.uid) as unknown)).toEqual(['new-uid', 'UNIQUE#EMAIL#camila@example.cl', 'UNIQUE#RUT#12345678-5']);
    const entry = outboxEvents(dynamo)[0];
    expect(entry?.type).toBe('UserRegistered');
    expect(JSON.stringify(entry?.detail)).not.toContain('secreta1');
  });

  it('refuses a taken e-mail before touching Cognito', async () => {
    dynamo.on(GetCommand, { Key: { pk: 'UNIQUE#EMAIL#camila@example.cl', sk: 'UNIQUE' } }).resolves({ Item: { uid: 'other' } });
    expect(await register(valid)).toMatchObject({ status: 409, body: { error: { code: 'email-already-in-use', message: 'Este correo ya está registrado. ¿Quieres iniciar sesión?' } } });
    expect(cognito.calls()).toHaveLength(0);
  });

  it('refuses a taken RUT with its message', async () => {
    dynamo.on(GetCommand, { Key: { pk: 'UNIQUE#RUT#12345678-5', sk: 'UNIQUE' } }).resolves({ Item: { uid: 'other' } });
    expect(await register(valid)).toMatchObject({ status: 409, body: { error: { code: 'rut-already-in-use', message: 'Este RUT ya está registrado.' } } });
  });

  it('maps a Cognito account that already exists to the e-mail message', async () => {
    cognito.on(AdminCreateUserCommand).rejects(new UsernameExistsException({ message: 'exists', $metadata: {} }));
    expect((await register(valid)).body.error?.code).toBe('email-already-in-use');
  });

  it("maps Cognito's password policy to the weak-password message and removes the half-made account", async () => {
    cognito.on(AdminSetUserPasswordCommand).rejects(new InvalidPasswordException({ message: 'policy', $metadata: {} }));
    expect(await register(valid)).toMatchObject({ status: 400, body: { error: { code: 'weak-password', message: 'La contraseña debe tener al menos 6 caracteres.' } } });
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(1);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('records a pending registration before the Cognito account exists, and the document\'s transaction removes it (the hourly job reads these, never ListUsers)', async () => {
    dynamo.on(PutCommand).resolves({});
    expect((await register(valid)).status).toBe(201);
    const pending = dynamo.commandCalls(PutCommand).find((call) => call.args[0].input.Item?.pk === PENDING_PASSWORD_SIGN_UPS_PK);
    expect(pending?.args[0].input).toMatchObject({ TableName: testEnv.TABLE_AUTH, Item: { username: 'camila@example.cl', expiresAt: expect.any(Number) as unknown } });
    expect(pending?.calledBefore(cognito.commandCalls(AdminCreateUserCommand)[0] as never)).toBe(true);
    const items = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(items.find((item) => item.Delete)?.Delete).toEqual({ TableName: testEnv.TABLE_AUTH, Key: { pk: PENDING_PASSWORD_SIGN_UPS_PK, sk: pending?.args[0].input.Item?.sk as unknown } });
  });

  it('loses a race on the RUT cleanly: the Cognito account is removed and nothing is published', async () => {
    dynamo.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({ message: 'cancelled', $metadata: {}, CancellationReasons: [{ Code: 'None' }, { Code: 'None' }, { Code: 'ConditionalCheckFailed' }] }),
    );
    expect((await register(valid)).body.error?.code).toBe('rut-already-in-use');
    expect(cognito.commandCalls(AdminDeleteUserCommand)[0]?.args[0].input).toMatchObject({ Username: 'camila@example.cl' });
    // The event was only in the cancelled transaction: it was never written, so never published.
    expect(dynamo.calls().filter((call) => !(call.args[0] instanceof TransactWriteCommand))).not.toContainEqual(expect.objectContaining({ args: [expect.objectContaining({ input: expect.objectContaining({ TableName: testEnv.TABLE_OUTBOX }) as unknown })] }));
    expect(dynamo.commandCalls(TransactWriteCommand).flatMap((call) => call.args[0].input.TransactItems ?? []).filter((item) => item.Put?.TableName === testEnv.TABLE_OUTBOX)).toHaveLength(1);
  });
});

describe('POST /api/register, abuse limits', () => {
  it('answers 429 in Spanish past the limit per IP or per e-mail, and creates nothing', async () => {
    dynamo.on(UpdateCommand).resolves({ Attributes: { hits: 1000 } });
    const result = await register(valid);
    expect(result.status).toBe(429);
    expect(result.body).toEqual({ error: { code: 'too-many-requests', message: 'Demasiados intentos. Intenta más tarde.' } });
    expect(cognito.calls()).toHaveLength(0);
  });
});

import { AdminCreateUserCommand, AdminSetUserPasswordCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { context, httpEvent, outboxEvents, parse, useTestEnv } from '../../testing/events';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);
const route = { method: 'POST', path: '/api/register/company' } as const;

const valid = {
  legalName: ' Panadería Los Andes SpA ',
  rut: '76.086.428-5',
  comuna: 'Providencia',
  region: 'Metropolitana de Santiago',
  contactFirstName: 'Rosa',
  contactLastName: 'Muñoz',
  contactPhone: '+56 9 1234 5678',
  email: 'Contacto@LosAndes.cl',
  password: 'secreta1',
  acceptTerms: true,
};

const register = async (body: unknown) => {
  const { handler } = await import('./post-register-company');
  const result = await handler(httpEvent(route, { body: JSON.stringify(body) }), context);
  return { status: result.statusCode, body: parse(result) as { error?: { code: string; fields?: Record<string, string> } } & Record<string, unknown> };
};

beforeEach(() => {
  dynamo.reset();
  cognito.reset();
  dynamo.on(GetCommand).resolves({});
  dynamo.on(TransactWriteCommand).resolves({});
  dynamo.on(UpdateCommand).resolves({ Attributes: { hits: 1 } });
  cognito.on(AdminCreateUserCommand).resolves({ User: { Attributes: [{ Name: 'sub', Value: 'company-uid' }] } });
  cognito.on(AdminSetUserPasswordCommand).resolves({});
});

describe('POST /api/register/company', () => {
  it('makes a company account, not activated, with its razón social, RUT and contact, and the welcome event', async () => {
    const result = await register(valid);
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({
      uid: 'company-uid',
      userType: 'enterprise',
      rut: '76086428-5',
      firstName: 'Rosa',
      lastName: 'Muñoz',
      birthDate: '',
      email: 'contacto@losandes.cl',
      activated: false,
      company: { legalName: 'Panadería Los Andes SpA', comuna: 'Providencia', region: 'Metropolitana de Santiago', contactPhone: '+56 9 1234 5678' },
    });
    const items = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(items.map((item) => (item.Put?.Item?.pk ?? item.Put?.Item?.uid) as unknown)).toEqual(['company-uid', 'UNIQUE#EMAIL#contacto@losandes.cl', 'UNIQUE#COMPANY-RUT#76086428-5']);
    expect(outboxEvents(dynamo)[0]).toMatchObject({ type: 'UserRegistered', detail: { uid: 'company-uid', provider: 'password', signupIntent: 'enterprise' } });
  });

  it("checks the RUT among companies only: a person's account with the same RUT (a sole proprietor's own) does not block it", async () => {
    dynamo.on(GetCommand, { Key: { pk: 'UNIQUE#RUT#76086428-5', sk: 'UNIQUE' } }).resolves({ Item: { pk: 'UNIQUE#RUT#76086428-5', sk: 'UNIQUE', uid: 'person-1' } });
    expect((await register(valid)).status).toBe(201);
    dynamo.on(GetCommand, { Key: { pk: 'UNIQUE#COMPANY-RUT#76086428-5', sk: 'UNIQUE' } }).resolves({ Item: { pk: 'UNIQUE#COMPANY-RUT#76086428-5', sk: 'UNIQUE', uid: 'company-2' } });
    const second = await register(valid);
    expect(second.status).toBe(409);
    expect(second.body.error?.code).toBe('rut-already-in-use');
  });

  it.each([
    ['legalName', { legalName: '  ' }, 'Ingresa la razón social de la empresa.'],
    ['rut', { rut: '76.086.428-4' }, 'Debes ingresar un RUT válido.'],
    ['region', { region: 'Santiago' }, 'Elige la región de la empresa.'],
    ['comuna', { comuna: '' }, 'Indica la comuna de la empresa.'],
    ['contactPhone', { contactPhone: '123' }, 'Ingresa un teléfono válido, por ejemplo +56 9 1234 5678.'],
    ['acceptTerms', { acceptTerms: false }, 'Debes aceptar los términos y condiciones.'],
    ['password', { password: '123' }, 'La contraseña debe tener al menos 6 caracteres.'],
  ])('refuses a bad %s with its Spanish message and creates nothing', async (field, change, message) => {
    const result = await register({ ...valid, ...change });
    expect(result.status).toBe(400);
    expect(result.body.error?.fields?.[field]).toBe(message);
    expect(cognito.calls()).toHaveLength(0);
  });

  it('refuses a person’s fields (a birth date is not a company’s)', async () => {
    expect((await register({ ...valid, birthDate: '1990-01-01' })).status).toBe(400);
  });
});

import {
  AdminAddUserToGroupCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import type { UserDocument } from '../../../shared/user';
import { context, givenCaller, httpEvent, outboxEvents, parse, testEnv, useTestEnv } from '../../testing/events';
import { testUser } from '../../testing/users';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);
const eventBridge = mockClient(EventBridgeClient);
const route = { method: 'PATCH', path: '/api/admin/users/{uid}' } as const;

const patch = async (body: unknown, uid = 'user-1', sub = 'admin-1') => {
  const { handler } = await import('./patch-user');
  const result = await handler(httpEvent(route, { caller: { sub, groups: ['admin'] }, pathParameters: { uid }, body: JSON.stringify(body) }), context);
  return { status: result.statusCode, body: parse(result) as { user?: UserDocument & { disabled: boolean }; error?: { code: string; message: string; fields?: Record<string, string> } } };
};

const givenUser = (user: UserDocument & { disabled?: boolean }) => dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS, Key: { uid: user.uid } }).resolves({ Item: user });
const givenAdmins = (...admins: { uid: string; disabled?: boolean }[]) => dynamo.on(QueryCommand, { IndexName: 'byType' }).resolves({ Items: admins });
/** The transaction's writes of the change (its audit entries apart). */
const update = () => (dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? []).filter((item) => item.Put?.TableName !== testEnv.TABLE_AUDIT);
const setFields = (): Record<string, unknown> => {
  const input = update()[0]?.Update;
  const names = input?.ExpressionAttributeNames ?? {};
  const values = input?.ExpressionAttributeValues ?? {};
  return Object.fromEntries(Object.entries(names).filter(([placeholder]) => placeholder.startsWith('#f')).map(([placeholder, name]) => [name, values[placeholder.replace('#f', ':v')]]));
};
const events = () => outboxEvents(dynamo);
/** The audit entries the transactions wrote, in order. */
const audits = () =>
  dynamo.commandCalls(TransactWriteCommand).flatMap((call) => (call.args[0].input.TransactItems ?? []).flatMap((item) => (item.Put?.TableName === testEnv.TABLE_AUDIT ? [item.Put.Item as { action: string; changes: unknown }] : [])));
/** The tables each transaction wrote, in order. */
const written = () => dynamo.commandCalls(TransactWriteCommand).map((call) => (call.args[0].input.TransactItems ?? []).map((item) => Object.entries(item).map(([kind, write]) => `${kind} ${String((write as { TableName?: string }).TableName).replace('test-', '')}`).join('')));

beforeEach(() => {
  dynamo.reset();
  cognito.reset();
  eventBridge.reset();
  dynamo.on(GetCommand).resolves({});
  givenCaller(dynamo, 'admin-1', 'admin');
  dynamo.on(TransactWriteCommand).resolves({});
  cognito.on(ListUsersCommand).resolves({ Users: [{ Username: 'user-1', Enabled: true, UserStatus: 'CONFIRMED', Attributes: [{ Name: 'sub', Value: 'user-1' }] }] });
  eventBridge.on(PutEventsCommand).resolves({ FailedEntryCount: 0 });
  givenUser(testUser());
  givenAdmins({ uid: 'admin-1' });
});

describe('PATCH /api/admin/users/{uid}', () => {
  it('edits names and birth date in one transaction, with the index attributes and the audit entry of the changes before and after; no event carries them', async () => {
    const { status, body } = await patch({ firstName: ' Carolina ', lastName: 'Rojas Núñez', birthDate: '1985-02-03' });
    expect(status).toBe(200);
    expect(body.user).toEqual({ ...testUser(), firstName: 'Carolina', lastName: 'Rojas Núñez', birthDate: '1985-02-03', disabled: false });
    expect(update()).toHaveLength(1);
    expect(update()[0]?.Update).toMatchObject({ TableName: testEnv.TABLE_USERS, Key: { uid: 'user-1' }, ConditionExpression: 'attribute_exists(uid) AND #rut = :currentRut' });
    expect(setFields()).toEqual({
      firstName: 'Carolina',
      lastName: 'Rojas Núñez',
      birthDate: '1985-02-03',
      listPk: 'USER',
      emailLower: 'carla@example.cl',
      rutDigits: '123456785',
      nameLower: 'carolina rojas nunez',
      lastNameLower: 'rojas nunez',
      secondSurnameLower: 'nunez',
    });
    expect(audits()).toEqual([
      expect.objectContaining({
        pk: 'SUBJECT#user-1',
        subject: 'user-1',
        actor: 'admin-1',
        action: 'admin.user-edited',
        changes: { firstName: { from: 'Carla', to: 'Carolina' }, lastName: { from: 'Rojas', to: 'Rojas Núñez' }, birthDate: { from: '1990-01-31', to: '1985-02-03' } },
      }),
    ]);
    expect(events()).toEqual([]);
    expect(cognito.commandCalls(ListUsersCommand)).toHaveLength(0);
  });

  it('writes its audit entries in the change\'s own transaction, never in a write of its own after it', async () => {
    expect((await patch({ firstName: 'Carolina', enabled: false })).status).toBe(200);
    expect(written()).toEqual([['Update users', 'Put audit', 'Put audit']]);
    expect(audits().map((entry) => entry.action)).toEqual(['admin.user-disabled', 'admin.user-edited']);
    dynamo.resetHistory();
    expect((await patch({ rut: '11.111.111-1' })).status).toBe(200);
    expect(written()).toEqual([['Update users', 'Put auth', 'Delete auth', 'Put audit']]);
  });

  it('swaps the RUT claim in the same transaction', async () => {
    await patch({ rut: '11.111.111-1' });
    expect(update().slice(1)).toEqual([
      { Put: { TableName: testEnv.TABLE_AUTH, Item: { pk: 'UNIQUE#RUT#11111111-1', sk: 'UNIQUE', uid: 'user-1' }, ConditionExpression: 'attribute_not_exists(pk)' } },
      {
        Delete: {
          TableName: testEnv.TABLE_AUTH,
          Key: { pk: 'UNIQUE#RUT#12345678-5', sk: 'UNIQUE' },
          ConditionExpression: 'attribute_not_exists(pk) OR #uid = :uid',
          ExpressionAttributeNames: { '#uid': 'uid' },
          ExpressionAttributeValues: { ':uid': 'user-1' },
        },
      },
    ]);
    expect(setFields()).toMatchObject({ rut: '11111111-1', rutDigits: '111111111' });
  });

  it('answers 409 rut-already-in-use when another account holds the RUT', async () => {
    dynamo.on(TransactWriteCommand).rejects(new TransactionCanceledException({ message: 'cancelled', $metadata: {}, CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }, { Code: 'None' }] }));
    const { status, body } = await patch({ rut: '11.111.111-1' });
    expect(status).toBe(409);
    expect(body.error).toEqual({ code: 'rut-already-in-use', message: 'Este RUT ya está registrado.' });
    // Its audit entry was only in the refused transaction: nothing was written.
    expect(written()).toEqual([['Update users', 'Put auth', 'Delete auth', 'Put audit']]);
  });

  it('refuses an invalid RUT, an underage birth date, unknown fields and an empty body with 400', async () => {
    expect((await patch({ rut: '12.345.678-9' })).body.error?.fields?.rut).toBe('Debes ingresar un RUT válido.');
    expect((await patch({ birthDate: `${new Date().getFullYear() - 17}-01-01` })).body.error?.fields?.birthDate).toBe('Debes ser mayor de 18 años para registrarte.');
    expect((await patch({ email: 'otro@example.cl' })).status).toBe(400);
    expect((await patch({})).status).toBe(400);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('makes a client an admin: the document and the Cognito group', async () => {
    const { body } = await patch({ userType: 'admin' });
    expect(body.user?.userType).toBe('admin');
    expect(setFields()).toMatchObject({ userType: 'admin' });
    expect(cognito.commandCalls(ListUsersCommand)[0]?.args[0].input).toMatchObject({ UserPoolId: testEnv.USER_POOL_ID, Filter: 'sub = "user-1"' });
    expect(cognito.commandCalls(AdminAddUserToGroupCommand)[0]?.args[0].input).toEqual({ UserPoolId: testEnv.USER_POOL_ID, Username: 'user-1', GroupName: 'admin' });
    expect(audits()[0]?.changes).toEqual({ userType: { from: 'client', to: 'admin' } });
  });

  it('removes an admin from the group when another enabled admin remains', async () => {
    givenUser(testUser({ uid: 'admin-2', userType: 'admin' }));
    givenAdmins({ uid: 'admin-1' }, { uid: 'admin-2' });
    expect((await patch({ userType: 'client' }, 'admin-2')).status).toBe(200);
    expect(cognito.commandCalls(AdminRemoveUserFromGroupCommand)).toHaveLength(1);
  });

  it('keeps the last admin: 409 last-admin, and nothing changes', async () => {
    givenUser(testUser({ uid: 'admin-2', userType: 'admin' }));
    givenAdmins({ uid: 'admin-2' }, { uid: 'admin-3', disabled: true });
    for (const body of [{ userType: 'client' }, { enabled: false }]) {
      const answer = await patch(body, 'admin-2');
      expect(answer.status).toBe(409);
      expect(answer.body.error).toEqual({ code: 'last-admin', message: 'No puedes quitar al último administrador.' });
    }
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(cognito.commandCalls(AdminRemoveUserFromGroupCommand)).toHaveLength(0);
  });

  it('refuses to disable oneself: 409 cannot-disable-self', async () => {
    givenUser(testUser({ uid: 'admin-1', userType: 'admin', twoFactor: 'totp' }));
    const answer = await patch({ enabled: false }, 'admin-1', 'admin-1');
    expect(answer.status).toBe(409);
    expect(answer.body.error).toEqual({ code: 'cannot-disable-self', message: 'No puedes deshabilitar tu propia cuenta.' });
  });

  it('disables: disabled on the document, AdminDisableUser, sessions signed out; enabling undoes it', async () => {
    const { body } = await patch({ enabled: false });
    expect(body.user?.disabled).toBe(true);
    expect(setFields()).toMatchObject({ disabled: true });
    expect(cognito.commandCalls(AdminDisableUserCommand)[0]?.args[0].input).toEqual({ UserPoolId: testEnv.USER_POOL_ID, Username: 'user-1' });
    expect(cognito.commandCalls(AdminUserGlobalSignOutCommand)).toHaveLength(1);
    expect(audits()[0]?.changes).toEqual({ enabled: { from: true, to: false } });

    givenUser({ ...testUser(), disabled: true });
    cognito.on(ListUsersCommand).resolves({ Users: [{ Username: 'user-1', Enabled: false, Attributes: [] }] });
    expect((await patch({ enabled: true })).body.user?.disabled).toBe(false);
    expect(cognito.commandCalls(AdminEnableUserCommand)).toHaveLength(1);
  });

  it('takes a disabled person’s student profile out of the companies’ candidate search, and puts it back on enabling if they chose to be visible', async () => {
    const profileKey = { pk: 'STUDENT#user-1', sk: 'PROFILE' };
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_INTERNSHIPS, Key: profileKey }).resolves({ Item: { ...profileKey, uid: 'user-1', visibleToCompanies: true, career: 'Ingeniería Civil', institution: 'Universidad de Chile' } });
    dynamo.on(UpdateCommand).resolves({});
    const profileUpdates = () => dynamo.commandCalls(UpdateCommand, { TableName: testEnv.TABLE_INTERNSHIPS, Key: profileKey }).map((call) => call.args[0].input.UpdateExpression);

    expect((await patch({ enabled: false })).status).toBe(200);
    expect(profileUpdates()).toEqual([expect.stringMatching(/^REMOVE visiblePk, studentSort/)]);

    dynamo.resetHistory();
    givenUser({ ...testUser(), disabled: true });
    expect((await patch({ enabled: true })).status).toBe(200);
    expect(profileUpdates()).toEqual([expect.stringMatching(/^SET visiblePk = :visiblePk, studentSort = :studentSort/)]);
  });

  it('changes nothing and publishes nothing when the values are the same', async () => {
    const { status } = await patch({ firstName: 'Carla', enabled: true });
    expect(status).toBe(200);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(events()).toEqual([]);
  });

  describe("a company's account", () => {
    const company = testUser({
      uid: 'company-1',
      userType: 'enterprise',
      firstName: 'Marta',
      lastName: 'Aromos',
      rut: '76.086.428-5',
      birthDate: '',
      company: { legalName: 'Panadería Los Aromos SpA', comuna: 'Viña del Mar', region: 'Valparaíso', contactPhone: '+56 9 5555 1234' },
    });
    const details = { legalName: 'Panadería Los Aromos Limitada', comuna: 'Quilpué', region: 'Valparaíso', contactPhone: '+56 9 5555 1234' };

    it("edits the company's razón social, comuna, región and contact, without a birth date, audited field by field", async () => {
      givenUser(company);
      const { status, body } = await patch({ company: details, firstName: 'María' }, 'company-1');
      expect(status).toBe(200);
      expect(body.user).toMatchObject({ company: details, firstName: 'María', birthDate: '' });
      expect(setFields()).toMatchObject({ company: details, firstName: 'María' });
      expect(audits()[0]?.changes).toEqual({
        firstName: { from: 'Marta', to: 'María' },
        'company.legalName': { from: 'Panadería Los Aromos SpA', to: 'Panadería Los Aromos Limitada' },
        'company.comuna': { from: 'Viña del Mar', to: 'Quilpué' },
      });
    });

    it("checks the company's fields with the registration's rules, in Spanish", async () => {
      givenUser(company);
      const { status, body } = await patch({ company: { ...details, legalName: ' ', region: 'Narnia', contactPhone: '123' } }, 'company-1');
      expect(status).toBe(400);
      expect(body.error?.fields).toEqual({
        'company.legalName': 'Ingresa la razón social de la empresa.',
        'company.region': 'Elige la región de la empresa.',
        'company.contactPhone': 'Ingresa un teléfono válido, por ejemplo +56 9 1234 5678.',
      });
      expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
    });

    it('refuses a birth date for a company, and company fields for a person, writing nothing', async () => {
      givenUser(company);
      const forCompany = await patch({ birthDate: '1990-01-01' }, 'company-1');
      expect(forCompany.status).toBe(400);
      expect(forCompany.body.error?.fields).toEqual({ birthDate: 'Una cuenta de empresa no tiene fecha de nacimiento.' });
      const forPerson = await patch({ company: details });
      expect(forPerson.status).toBe(400);
      expect(forPerson.body.error?.fields).toEqual({ company: 'Solo una cuenta de empresa tiene razón social, comuna y región.' });
      expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
    });
  });

  it('answers 404 for an unknown user', async () => {
    expect((await patch({ firstName: 'Ana' }, 'ghost')).body.error?.code).toBe('user-not-found');
  });
});

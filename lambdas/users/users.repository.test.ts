import { DynamoDBDocumentClient, GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { outboxWrite } from '../lib/events';
import { outboxEventsWith, testEnv, useTestEnv } from '../testing/events';
import { testUser } from '../testing/users';
import { updateProfile } from './profile.repository';
import { createUser, foldForSearch, getUser, putUser, setUserType, userIndexAttributes } from './users.repository';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);

const user = testUser({ firstName: 'José Ignacio', lastName: 'Peña Muñoz', email: 'jose@example.cl', rut: '7654321-6' });
const derived = { listPk: 'USER', emailLower: 'jose@example.cl', rutDigits: '76543216', nameLower: 'jose ignacio pena munoz', lastNameLower: 'pena munoz', secondSurnameLower: 'munoz' };

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand).resolves({ Item: { ...user, ...derived } });
  dynamo.on(UpdateCommand).resolves({ Attributes: { ...user, ...derived } });
});

describe('the index attributes of a user document', () => {
  it('are derived in one place: lower-case, no accents, RUT digits and check digit', () => {
    expect(userIndexAttributes(user)).toEqual(derived);
    expect(userIndexAttributes({ ...user, rut: '10.000.013-K', email: 'Ana@Example.CL' })).toMatchObject({ rutDigits: '10000013K', emailLower: 'ana@example.cl' });
    expect(foldForSearch('  ÁLVARO   Ñúñez ')).toBe('alvaro nunez');
    // The second surname on, for a search by it; a single surname keys the index by itself.
    expect(userIndexAttributes({ ...user, lastName: 'de la Fuente Pérez' }).secondSurnameLower).toBe('perez');
    expect(userIndexAttributes({ ...user, lastName: 'Pérez' }).secondSurnameLower).toBe('perez');
  });

  it('name a company by its razón social, and keep its contact’s last name for the search by last name', () => {
    const company = { ...user, company: { legalName: 'Panadería Los Andes SpA', comuna: 'Providencia', region: 'Metropolitana de Santiago', contactPhone: '+56912345678' } };
    expect(userIndexAttributes(company)).toMatchObject({ nameLower: 'panaderia los andes spa', lastNameLower: derived.lastNameLower });
  });

  it('are written with every new document (createUser, putUser)', async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    dynamo.on(PutCommand).resolves({});
    await createUser(user);
    expect(dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems?.[0]?.Put?.Item).toEqual({ ...user, ...derived });
    await putUser(user);
    expect(dynamo.commandCalls(PutCommand)[0]?.args[0].input.Item).toEqual({ ...user, ...derived });
  });

  it('are set again when the names change (updateProfile), and not when other fields do', async () => {
    await updateProfile(user.uid, { lastName: 'Soto' }, user);
    expect(dynamo.commandCalls(UpdateCommand)[0]?.args[0].input.ExpressionAttributeValues).toMatchObject({ ':v0': 'Soto', ':nameLower': 'jose ignacio soto', ':lastNameLower': 'soto', ':secondSurnameLower': 'soto', ':rutDigits': '76543216' });
    expect(dynamo.commandCalls(GetCommand)).toHaveLength(0);
    await updateProfile(user.uid, { socialHomeRegister: true });
    expect(dynamo.commandCalls(UpdateCommand)[1]?.args[0].input.UpdateExpression).toBe('SET #f0 = :v0');
  });

  it('are set with a type change (setUserType), whose event goes in the same transaction', async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    await setUserType(user.uid, 'admin', outboxWrite('AdminGranted', { uid: user.uid, grantedBy: 'cli', at: '2026-12-02T15:00:00.000Z' }));
    const [update] = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(update?.Update?.ExpressionAttributeValues).toEqual({ ':userType': 'admin', ...Object.fromEntries(Object.entries(derived).map(([name, value]) => [`:${name}`, value])) });
    expect(outboxEventsWith(dynamo)).toEqual([{ type: 'AdminGranted', with: ['Update users'] }]);
  });

  it('never leave the repository: reads answer the document alone', async () => {
    expect(await getUser(user.uid)).toEqual(user);
    expect(await updateProfile(user.uid, { firstName: 'José' }, user)).toEqual(user);
    expect(dynamo.commandCalls(GetCommand)[0]?.args[0].input.TableName).toBe(testEnv.TABLE_USERS);
  });
});

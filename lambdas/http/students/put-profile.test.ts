import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { context, httpEvent, parse, testEnv, useTestEnv } from '../../testing/events';
import { testUser } from '../../testing/users';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
const route = { method: 'PUT', path: '/api/intern/profile' } as const;

const save = async (body: unknown) => {
  const { handler } = await import('./put-profile');
  const result = await handler(httpEvent(route, { caller: { sub: 'user-1' }, body: JSON.stringify(body) }), context);
  return { status: result.statusCode, body: parse(result) as Record<string, unknown> & { error?: { code: string; fields?: Record<string, string> } } };
};

const fields = { institution: 'Universidad de Chile', career: 'Ingeniería Comercial', year: 3, phone: '+56 9 1234 5678', visibleToCompanies: true };
const update = () => dynamo.commandCalls(UpdateCommand)[0]?.args[0].input;

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS }).resolves({ Item: testUser() });
  dynamo.on(UpdateCommand).callsFake((input: { ExpressionAttributeValues: Record<string, unknown> }) => ({
    Attributes: { pk: 'STUDENT#user-1', sk: 'PROFILE', uid: 'user-1', ...fields, visibleToCompanies: input.ExpressionAttributeValues[':visible'], cvKey: 'cvs/user-1/x', studentName: 'x', email: 'x' },
  }));
});

describe('PUT /api/intern/profile', () => {
  it('saves the fields and, while visible, the search keys with the folded career; answers without the CV key or the copies', async () => {
    const result = await save(fields);
    expect(result.status).toBe(200);
    expect(result.body).toEqual(fields);
    expect(update()).toMatchObject({
      TableName: testEnv.TABLE_INTERNSHIPS,
      Key: { pk: 'STUDENT#user-1', sk: 'PROFILE' },
      ExpressionAttributeValues: { ':visiblePk': 'VISIBLE', ':studentSort': 'ingenieria comercial#universidad de chile#user-1', ':name': 'Carla Rojas', ':email': testUser().email },
    });
  });

  it('removes the search keys when the student hides the profile (off is the default)', async () => {
    await save({ ...fields, visibleToCompanies: false });
    expect(update()?.UpdateExpression).toMatch(/REMOVE .*visiblePk, studentSort/);
  });

  it.each([
    ['no institution', { ...fields, institution: ' ' }, 'institution', 'Indica tu institución de estudios (universidad, instituto o CFT).'],
    ['a year 0', { ...fields, year: 0 }, 'year', 'Indica en qué año de la carrera estás, de 1 a 7.'],
    ['a phone of letters', { ...fields, phone: 'llámame' }, 'phone', 'Ingresa un teléfono válido, por ejemplo +56 9 1234 5678.'],
  ])('refuses %s with its Spanish message on the field, writing nothing', async (_case, body, field, message) => {
    const result = await save(body);
    expect(result.status).toBe(400);
    expect(result.body.error?.fields?.[field]).toBe(message);
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
  });
});

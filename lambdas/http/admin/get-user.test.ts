import { CognitoIdentityProviderClient, ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import type { AdminUserDetail } from '../../../shared/admin';
import { context, givenCaller, httpEvent, parse, testEnv, useTestEnv } from '../../testing/events';
import { testUser } from '../../testing/users';
import { toUserItem } from '../../users/users.repository';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);
const route = { method: 'GET', path: '/api/admin/users/{uid}' } as const;

const user = testUser({ signupIntent: 'enterprise' });

const detail = async (uid = 'user-1') => {
  const { handler } = await import('./get-user');
  const result = await handler(httpEvent(route, { caller: { sub: 'admin-1', groups: ['admin'] }, pathParameters: { uid } }), context);
  return { status: result.statusCode, body: parse(result) as AdminUserDetail & { error?: { code: string } } };
};

beforeEach(() => {
  dynamo.reset();
  cognito.reset();
  dynamo.on(GetCommand).resolves({});
  givenCaller(dynamo, 'admin-1', 'admin');
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS, Key: { uid: 'user-1' } }).resolves({ Item: { ...toUserItem(user), disabled: true } });
  dynamo.on(QueryCommand).resolves({ Items: [] });
  cognito.on(ListUsersCommand).resolves({ Users: [] });
});

describe('GET /api/admin/users/{uid}', () => {
  it('records who read the person’s record and when, in the audit table apart from the trail it answers', async () => {
    dynamo.on(PutCommand).resolves({});
    expect((await detail()).status).toBe(200);
    const read = dynamo.commandCalls(PutCommand, { TableName: testEnv.TABLE_AUDIT })[0]?.args[0].input.Item;
    expect(read).toMatchObject({ pk: 'READS#user-1', action: 'admin.user-viewed', actor: 'admin-1', subject: 'user-1' });
  });

  it('answers how many people the person lives with, never who they are: no member’s name, birth date, disability, pregnancy or benefits', async () => {
    const members = [
      { id: 'm-1', relation: 'pareja', name: 'Josefa Carrasco', birthDate: '1958-04-03', hasDisability: true, isPregnant: false },
      { id: 'm-2', relation: 'hijo', name: 'Tomás', birthDate: '2012-09-30', hasDisability: false },
    ];
    const household = { householdSize: 3, isRenting: true, members, receivedBenefitIds: ['pgu', 'pgu:m-1'] };
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS, Key: { uid: 'user-1' } }).resolves({ Item: { ...toUserItem({ ...user, household: household as never }), disabled: false } });
    const { status, body } = await detail();
    expect(status).toBe(200);
    expect(body.user.household).toEqual({ householdSize: 3, isRenting: true, memberCount: 2, receivedBenefitIds: ['pgu'] });
    expect(JSON.stringify(body)).not.toMatch(/Josefa|Tomás|1958-04-03|2012-09-30|m-1|m-2/);
  });

  it('answers every field of the document (without index attributes), the Cognito account, the subscription and the recent audit trail', async () => {
    cognito.on(ListUsersCommand, { Filter: 'sub = "user-1"' }).resolves({
      Users: [{ Username: 'user-1', Enabled: false, UserStatus: 'CONFIRMED', Attributes: [{ Name: 'sub', Value: 'user-1' }, { Name: 'email_verified', Value: 'true' }] }],
    });
    const subscription = { uid: 'user-1', plan: 'anual', status: 'active', priceClp: 49_990, currentPeriodStart: '2026-01-10', currentPeriodEnd: '2027-01-10', createdAt: '2026-01-10T12:00:00.000Z', updatedAt: '2026-01-10T12:00:00.000Z' };
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_BILLING, Key: { pk: 'USER#user-1', sk: 'SUBSCRIPTION' } }).resolves({
      Item: { pk: 'USER#user-1', sk: 'SUBSCRIPTION', renewalMonth: '2027-01', lastAttemptDate: '2026-01-02', demo: true, ...subscription, card: { username: 'user-1', tbkUser: 'tbk-secret', cardType: 'Visa', last4: '6623' } },
    });
    const entry = { id: 'e1', action: 'admin.user-edited', actor: 'admin-1', subject: 'user-1', at: '2026-02-01T00:00:00.000Z', changes: { firstName: { from: 'Ana', to: 'Carla' } } };
    dynamo.on(QueryCommand, { TableName: testEnv.TABLE_AUDIT }).resolves({ Items: [{ pk: 'SUBJECT#user-1', sk: `${entry.at}#e1`, ...entry }] });

    const payment = { uid: 'user-1', id: 'BC1', buyOrder: 'BC1', plan: 'anual', amountClp: 49_990, status: 'paid', at: '2026-01-10T12:00:00.000Z', periodStart: '2026-01-10', periodEnd: '2027-01-10' };
    dynamo.on(QueryCommand, { TableName: testEnv.TABLE_BILLING }).resolves({ Items: [{ pk: 'USER#user-1', sk: `PAYMENT#${payment.at}#BC1`, ...payment }] });

    const { status, body } = await detail();

    expect(status).toBe(200);
    // The card's type and last digits only: never Transbank's token of it.
    expect(body).toEqual({
      user: { ...user, disabled: true },
      cognito: { exists: true, enabled: false, emailVerified: true, provider: 'password', status: 'CONFIRMED' },
      subscription: { ...subscription, card: { cardType: 'Visa', last4: '6623' } },
      payments: [payment],
      audit: [entry],
    });
    expect(dynamo.commandCalls(QueryCommand, { TableName: testEnv.TABLE_AUDIT })[0]?.args[0].input).toMatchObject({ ScanIndexForward: false, Limit: 20 });
  });

  it('says when there is no Cognito account (seeded users) and no subscription', async () => {
    const { body } = await detail();
    expect(body.cognito).toEqual({ exists: false, enabled: false, emailVerified: false, provider: 'password', status: null });
    expect(body.subscription).toBeNull();
    expect(body.user.disabled).toBe(true);
  });

  it('answers 404 user-not-found for an unknown or malformed uid', async () => {
    expect((await detail('ghost')).body.error?.code).toBe('user-not-found');
    expect((await detail('a"b')).status).toBe(404);
  });
});

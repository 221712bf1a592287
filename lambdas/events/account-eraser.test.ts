import { AdminDeleteUserCommand, AdminUserGlobalSignOutCommand, CognitoIdentityProviderClient, ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DeleteObjectsCommand, ListObjectVersionsCommand, S3Client } from '@aws-sdk/client-s3';
import { BatchWriteCommand, DeleteCommand, DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { internshipKeys } from '../../shared/data/keys';
import { jobAlertShard } from '../../shared/job-alerts';
import { busEvent, testEnv, useTestEnv } from '../testing/events';
import { testUser } from '../testing/users';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);
// The internships half of the erasure lists the student's CVs (account-eraser-internships.test.ts).
const s3 = mockClient(S3Client);

const deliver = async (type: string, detail: unknown) => {
  const { handler } = await import('./account-eraser');
  await handler(busEvent(type, detail, 'evt-1'));
};
const at = '2026-11-21T12:00:00.000Z';

beforeEach(() => {
  s3.reset();
  s3.on(ListObjectVersionsCommand).resolves({});
  s3.on(DeleteObjectsCommand).resolves({});
  dynamo.reset();
  cognito.reset();
  dynamo.on(GetCommand).resolves({});
  dynamo.on(DeleteCommand).resolves({});
  dynamo.on(QueryCommand).resolves({ Items: [] });
  dynamo.on(BatchWriteCommand).resolves({});
  cognito.on(ListUsersCommand).resolves({ Users: [{ Username: 'user-1', Enabled: true, Attributes: [{ Name: 'sub', Value: 'user-1' }] }] });
  cognito.on(AdminUserGlobalSignOutCommand).resolves({});
  cognito.on(AdminDeleteUserCommand).resolves({});
});

describe('the account eraser (what an erased account leaves outside its document)', () => {
  it.each([
    ['AdminUserDeleted', { uid: 'user-1', actor: 'admin-1', at }],
    ['RegistrationExpired', { uid: 'user-1', email: 'carla@example.cl', firstName: 'Carla', at }],
    ['RegistrationTakenOver', { uid: 'user-1', at }],
  ])('after %s: signs the Cognito account out and deletes it, forgets its link tokens, erases its tickets, insurance requests and benefit claims', async (type, detail) => {
    dynamo.on(QueryCommand, { TableName: testEnv.TABLE_SUPPORT }).resolves({
      Items: [{ pk: 'USER#user-1', sk: 'TICKET#2026-01-10T12:00:00.000Z#ABCD2345' }, { pk: 'USER#user-1', sk: 'INSURANCE#2026-01-11T12:00:00.000Z#EFGH6789' }],
    });
    dynamo.on(QueryCommand, { TableName: testEnv.TABLE_CLAIMS }).resolves({
      Items: [
        { pk: 'USER#user-1', sk: 'CLAIM#pgu:maria', uid: 'user-1', key: 'pgu:maria' },
        { pk: 'USER#user-1', sk: 'CLAIM#subsidio-familiar', uid: 'user-1', key: 'subsidio-familiar' },
      ],
    });
    await deliver(type, detail);
    expect(cognito.commandCalls(ListUsersCommand)[0]?.args[0].input.Filter).toBe('sub = "user-1"');
    expect(cognito.commandCalls(AdminUserGlobalSignOutCommand)[0]?.args[0].input.Username).toBe('user-1');
    expect(cognito.commandCalls(AdminDeleteUserCommand)[0]?.args[0].input).toEqual({ UserPoolId: testEnv.USER_POOL_ID, Username: 'user-1' });
    expect(dynamo.commandCalls(DeleteCommand).map((call) => [call.args[0].input.TableName, call.args[0].input.Key])).toEqual([
      [testEnv.TABLE_AUTH, { pk: 'LINK#activation#user-1', sk: 'TOKEN' }],
      [testEnv.TABLE_AUTH, { pk: 'LINK#reset#user-1', sk: 'TOKEN' }],
      [testEnv.TABLE_SUPPORT, { pk: 'USER#user-1', sk: 'TICKET#2026-01-10T12:00:00.000Z#ABCD2345' }],
      [testEnv.TABLE_SUPPORT, { pk: 'USER#user-1', sk: 'INSURANCE#2026-01-11T12:00:00.000Z#EFGH6789' }],
      [testEnv.TABLE_CLAIMS, { pk: 'USER#user-1', sk: 'CLAIM#pgu:maria' }],
      [testEnv.TABLE_CLAIMS, { pk: 'USER#user-1', sk: 'CLAIM#subsidio-familiar' }],
      // The student profile and saved searches (account-eraser-internships.test.ts: offers, applications and their threads, CVs).
      [testEnv.TABLE_INTERNSHIPS, { pk: 'STUDENT#user-1', sk: 'PROFILE' }],
      [testEnv.TABLE_INTERNSHIPS, internshipKeys.jobAlerts(jobAlertShard('user-1'), 'user-1')],
    ]);
  });

  it('forgets what the auth table keeps by the account: the links it used, its rate-limit counters and its mail claims', async () => {
    const partition = (pk: string, ...sks: string[]) => dynamo.on(QueryCommand, { TableName: testEnv.TABLE_AUTH, ExpressionAttributeValues: { ':pk': pk } }).resolves({ Items: sks.map((sk) => ({ pk, sk })) });
    partition('USED-ACTIVATION#user-1', 'hash-a');
    partition('USED-RESET#user-1', 'hash-r');
    partition('RATE#user-1', 'cv-upload#499081', 'support-ticket#499081');
    partition('MAIL#user-1', 'welcome#user-1', 'application#offer-1#user-1#company');
    await deliver('AdminUserDeleted', { uid: 'user-1', actor: 'admin-1', at });
    const deleted = dynamo.commandCalls(BatchWriteCommand).flatMap((call) => call.args[0].input.RequestItems?.[testEnv.TABLE_AUTH] ?? []).map((request) => request.DeleteRequest?.Key);
    expect(deleted).toEqual([
      { pk: 'USED-RESET#user-1', sk: 'hash-r' },
      { pk: 'USED-ACTIVATION#user-1', sk: 'hash-a' },
      { pk: 'RATE#user-1', sk: 'cv-upload#499081' },
      { pk: 'RATE#user-1', sk: 'support-ticket#499081' },
      { pk: 'MAIL#user-1', sk: 'welcome#user-1' },
      { pk: 'MAIL#user-1', sk: 'application#offer-1#user-1#company' },
    ]);
  });

  it('is harmless when delivered again: no Cognito account any more, nothing left to delete', async () => {
    cognito.on(ListUsersCommand).resolves({ Users: [] });
    await deliver('AdminUserDeleted', { uid: 'user-1', actor: 'admin-1', at });
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(0);
  });

  it('throws when Cognito fails, so that the bus retries it', async () => {
    cognito.on(AdminDeleteUserCommand).rejects(new Error('Cognito is down'));
    await expect(deliver('AdminUserDeleted', { uid: 'user-1', actor: 'admin-1', at })).rejects.toThrow('Cognito is down');
  });

  it('touches nothing of an account whose document is still there', async () => {
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS, Key: { uid: 'user-1' } }).resolves({ Item: testUser() });
    await deliver('AdminUserDeleted', { uid: 'user-1', actor: 'admin-1', at });
    expect(cognito.calls()).toHaveLength(0);
    expect(dynamo.commandCalls(DeleteCommand)).toHaveLength(0);
  });
});

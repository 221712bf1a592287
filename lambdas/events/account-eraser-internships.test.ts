import { DeleteObjectsCommand, ListObjectVersionsCommand, S3Client } from '@aws-sdk/client-s3';
import { BatchWriteCommand, DeleteCommand, DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { internshipKeys } from '../../shared/data/keys';
import { jobAlertShard } from '../../shared/job-alerts';
import { mockClient } from 'aws-sdk-client-mock';
import { busEvent, outboxEvents, useTestEnv } from '../testing/events';
import { CognitoIdentityProviderClient, ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { handler } from './account-eraser';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
const cognito = mockClient(CognitoIdentityProviderClient);

beforeEach(() => {
  dynamo.reset();
  s3.reset();
  cognito.reset();
  cognito.on(ListUsersCommand).resolves({ Users: [] });
  s3.on(ListObjectVersionsCommand).resolves({});
  s3.on(DeleteObjectsCommand).resolves({});
  dynamo.on(GetCommand).resolves({});
  dynamo.on(QueryCommand).resolves({ Items: [] });
  dynamo.on(DeleteCommand).resolves({});
  dynamo.on(UpdateCommand).resolves({});
  dynamo.on(QueryCommand, { IndexName: 'byStudent' }).resolves({ Items: [] });
  dynamo.on(BatchWriteCommand).resolves({});
});

const batchDeleted = () => dynamo.commandCalls(BatchWriteCommand).flatMap((call) => Object.values(call.args[0].input.RequestItems ?? {}).flat().map((request) => request.DeleteRequest?.Key));

it('AdminUserDeleted closes every offer of an erased company not closed yet, each with its event for the applicants', async () => {
  const offer = (offerId: string, status: string) => ({ pk: `OFFER#${offerId}`, sk: 'OFFER', offerId, companyUid: 'company-1', status, updatedAt: '2026-11-01T00:00:00.000Z' });
  dynamo.on(QueryCommand, { IndexName: 'byCompany' }).resolves({ Items: [offer('a', 'publicada'), offer('b', 'cerrada'), offer('c', 'borrador'), offer('d', 'oculta')] });
  dynamo.on(TransactWriteCommand).resolves({});
  await handler(busEvent('AdminUserDeleted', { uid: 'company-1', actor: 'admin-1', at: '2026-11-27T12:00:00.000Z' }));
  expect(dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input)).toContainEqual(expect.objectContaining({ IndexName: 'byCompany', ExpressionAttributeValues: { ':company': 'COMPANY#company-1' } }));
  expect(outboxEvents(dynamo).map((event) => event.detail)).toEqual(
    ['a', 'c', 'd'].map((offerId) => expect.objectContaining({ offerId, to: 'cerrada', reason: 'account-erased', actor: 'admin-1', companyUid: 'company-1' }) as unknown),
  );
});

it("AdminUserDeleted withdraws a student's applications with their events, and deletes the profile and every CV", async () => {
  const application = { pk: 'OFFER#a', sk: 'APPLICATION#student-1', offerId: 'a', studentUid: 'student-1', companyUid: 'company-1', status: 'vista', appliedAt: '2026-11-01T00:00:00.000Z' };
  dynamo.on(QueryCommand, { IndexName: 'byCompany' }).resolves({ Items: [] });
  dynamo.on(QueryCommand, { IndexName: 'byStudent' }).resolvesOnce({ Items: [application] }).resolves({ Items: [] });
  dynamo.on(TransactWriteCommand).resolves({});
  s3.on(ListObjectVersionsCommand).resolves({ Versions: [{ Key: 'cvs/student-1/x', VersionId: 'v1' }, { Key: 'cvs/student-1/x', VersionId: 'v0' }] });
  await handler(busEvent('AdminUserDeleted', { uid: 'student-1', actor: 'admin-1', at: '2026-11-27T12:00:00.000Z' }));
  expect(outboxEvents(dynamo)).toEqual([{ type: 'ApplicationWithdrawn', detail: expect.objectContaining({ offerId: 'a', studentUid: 'student-1', companyUid: 'company-1', reason: 'account-erased' }) as unknown }]);
  // Its markers in the funnel's counters go in the same transaction: they name the student.
  const withdrawal = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
  expect(withdrawal.flatMap((item) => (item.Delete ? [item.Delete.Key] : []))).toEqual([
    { pk: 'OFFER#a', sk: 'APPLICATION#student-1' },
    { pk: 'KPI-APPLIED#application#a#student-1', sk: 'KPI' },
    { pk: 'KPI-APPLIED#selection#a#student-1', sk: 'KPI' },
  ]);
  expect(dynamo.commandCalls(DeleteCommand).map((call) => call.args[0].input.Key)).toContainEqual({ pk: 'STUDENT#student-1', sk: 'PROFILE' });
  expect(s3.commandCalls(ListObjectVersionsCommand)[0]?.args[0].input.Prefix).toBe('cvs/student-1/');
  expect(s3.commandCalls(DeleteObjectsCommand)[0]?.args[0].input.Delete?.Objects).toEqual([{ Key: 'cvs/student-1/x', VersionId: 'v1' }, { Key: 'cvs/student-1/x', VersionId: 'v0' }]);
});

it('erases a company’s public page and frees its slug, whoever erases the account', async () => {
  dynamo.on(QueryCommand, { IndexName: 'byCompany' }).resolves({ Items: [] });
  dynamo.on(GetCommand, { Key: { pk: 'COMPANY#company-1', sk: 'PAGE' } }).resolves({ Item: { pk: 'COMPANY#company-1', sk: 'PAGE', slug: 'panaderia-los-andes' } });
  await handler(busEvent('RegistrationExpired', { uid: 'company-1', at: '2026-11-27T12:00:00.000Z' }));
  expect(dynamo.commandCalls(DeleteCommand).map((call) => call.args[0].input.Key)).toEqual(
    expect.arrayContaining([
      { pk: 'COMPANY-PAGE#panaderia-los-andes', sk: 'PAGE' },
      { pk: 'COMPANY#company-1', sk: 'PAGE' },
    ]),
  );
});

const threadQuery = (offerId: string, studentUid: string) => ({ KeyConditionExpression: 'pk = :offer AND begins_with(sk, :thread)', ExpressionAttributeValues: { ':offer': `OFFER#${offerId}`, ':thread': `MESSAGE#${studentUid}#` } });
const messageItem = (offerId: string, studentUid: string, id: string) => ({ pk: `OFFER#${offerId}`, sk: `MESSAGE#${studentUid}#2026-11-02T10:00:00.000Z#${id}` });

it("an erased student's threads go with their applications, both sides' messages, and so do their saved searches", async () => {
  const application = { pk: 'OFFER#a', sk: 'APPLICATION#student-1', offerId: 'a', studentUid: 'student-1', companyUid: 'company-1', status: 'seleccionada', appliedAt: '2026-11-01T00:00:00.000Z', messageCount: 2 };
  dynamo.on(QueryCommand, { IndexName: 'byCompany' }).resolves({ Items: [] });
  // Read again until a reading finds nothing: the second one does.
  dynamo.on(QueryCommand, { IndexName: 'byStudent' }).resolvesOnce({ Items: [application] }).resolves({ Items: [] });
  dynamo.on(QueryCommand, threadQuery('a', 'student-1')).resolves({ Items: [messageItem('a', 'student-1', 'M-1'), messageItem('a', 'student-1', 'M-2')] });
  dynamo.on(TransactWriteCommand).resolves({});
  await handler(busEvent('AdminUserDeleted', { uid: 'student-1', actor: 'admin-1', at: '2026-11-27T12:00:00.000Z' }));
  const deleted = dynamo.commandCalls(DeleteCommand).map((call) => call.args[0].input.Key);
  expect(deleted).toEqual(expect.arrayContaining([messageItem('a', 'student-1', 'M-1'), messageItem('a', 'student-1', 'M-2'), internshipKeys.jobAlerts(jobAlertShard('student-1'), 'student-1')]));
});

it("an erased company's offers keep their applications (the students' record) but lose every thread, both sides' messages", async () => {
  const offer = { pk: 'OFFER#a', sk: 'OFFER', offerId: 'a', companyUid: 'company-1', status: 'cerrada', updatedAt: '2026-11-01T00:00:00.000Z' };
  const application = (studentUid: string, fields: Record<string, unknown> = {}) => ({ pk: 'OFFER#a', sk: `APPLICATION#${studentUid}`, offerId: 'a', studentUid, companyUid: 'company-1', status: 'vista', appliedAt: '2026-11-01T00:00:00.000Z', ...fields });
  dynamo.on(QueryCommand, { IndexName: 'byCompany' }).resolves({ Items: [offer] });
  dynamo.on(QueryCommand, { KeyConditionExpression: 'pk = :offer AND begins_with(sk, :prefix)' }).resolves({ Items: [application('student-1', { messageCount: 1 }), application('student-2')] });
  dynamo.on(QueryCommand, threadQuery('a', 'student-1')).resolves({ Items: [messageItem('a', 'student-1', 'M-1')] });
  await handler(busEvent('AdminUserDeleted', { uid: 'company-1', actor: 'admin-1', at: '2026-11-27T12:00:00.000Z' }));
  expect(dynamo.commandCalls(DeleteCommand).map((call) => call.args[0].input.Key)).toContainEqual(messageItem('a', 'student-1', 'M-1'));
  expect(dynamo.commandCalls(DeleteCommand).map((call) => call.args[0].input.Key)).not.toContainEqual(expect.objectContaining({ sk: 'APPLICATION#student-1' }));
  // Only an application that had a thread is touched: its thread's state is cleared.
  const cleared = dynamo.commandCalls(UpdateCommand).map((call) => call.args[0].input);
  expect(cleared).toEqual([expect.objectContaining({ Key: { pk: 'OFFER#a', sk: 'APPLICATION#student-1' }, UpdateExpression: expect.stringContaining('REMOVE lastMessageAt') as unknown })]);
});

it("an erased company's offers go once closed, with their reports and the claims of a report per person, not their applications", async () => {
  const offer = { pk: 'OFFER#a', sk: 'OFFER', offerId: 'a', companyUid: 'company-1', status: 'cerrada', updatedAt: '2026-11-01T00:00:00.000Z' };
  dynamo.on(QueryCommand, { IndexName: 'byCompany' }).resolves({ Items: [offer] });
  dynamo.on(QueryCommand, { KeyConditionExpression: 'pk = :offer', ExpressionAttributeValues: { ':offer': 'OFFER#a' } }).resolves({
    Items: [{ pk: 'OFFER#a', sk: 'APPLICATION#student-1' }, { pk: 'OFFER#a', sk: 'OFFER' }, { pk: 'OFFER#a', sk: 'REPORT#2026-11-02T00:00:00.000Z#r1' }, { pk: 'OFFER#a', sk: 'REPORTER#student-2' }],
  });
  await handler(busEvent('AdminUserDeleted', { uid: 'company-1', actor: 'admin-1', at: '2026-11-27T12:00:00.000Z' }));
  // The offer last: a retry finds it in the company's index with whatever was left under it.
  expect(batchDeleted()).toEqual([
    { pk: 'OFFER#a', sk: 'REPORT#2026-11-02T00:00:00.000Z#r1' },
    { pk: 'OFFER#a', sk: 'REPORTER#student-2' },
    { pk: 'OFFER#a', sk: 'OFFER' },
  ]);
});

it('an expired registration’s removal deletes no offer: only an admin erases a company’s offers', async () => {
  dynamo.on(QueryCommand, { IndexName: 'byCompany' }).resolves({ Items: [{ pk: 'OFFER#a', sk: 'OFFER', offerId: 'a', companyUid: 'company-1', status: 'borrador', updatedAt: '2026-11-01T00:00:00.000Z' }] });
  await handler(busEvent('RegistrationExpired', { uid: 'company-1', at: '2026-11-27T12:00:00.000Z' }));
  expect(batchDeleted()).toEqual([]);
});

it("AdminUserDeleted takes the person out of the offers' reports: each report loses who sent it and what they wrote (its reason stays, for moderation), and the claim of a report per person goes", async () => {
  const report = { pk: 'OFFER#a', sk: 'REPORT#2026-11-02T00:00:00.000Z#r1' };
  dynamo.on(QueryCommand, { IndexName: 'byReporter' }).resolves({ Items: [report] });
  dynamo.on(UpdateCommand).resolves({});
  await handler(busEvent('AdminUserDeleted', { uid: 'student-1', actor: 'admin-1', at: '2026-11-27T12:00:00.000Z' }));
  expect(dynamo.commandCalls(QueryCommand, { IndexName: 'byReporter' })[0]?.args[0].input.ExpressionAttributeValues).toEqual({ ':reporter': 'student-1' });
  expect(dynamo.commandCalls(UpdateCommand).map((call) => [call.args[0].input.Key, call.args[0].input.UpdateExpression])).toContainEqual([report, 'REMOVE reporterUid, message']);
  expect(dynamo.commandCalls(DeleteCommand).map((call) => call.args[0].input.Key)).toContainEqual({ pk: 'OFFER#a', sk: 'REPORTER#student-1' });
});

it('AdminUserDeleted closes the offers of an erased company on every page of its index, not only the first MB', async () => {
  const offer = (offerId: string) => ({ pk: `OFFER#${offerId}`, sk: 'OFFER', offerId, companyUid: 'company-1', status: 'publicada', updatedAt: '2026-11-01T00:00:00.000Z' });
  dynamo.on(QueryCommand, { IndexName: 'byCompany', ExclusiveStartKey: undefined }).resolves({ Items: [offer('a')], LastEvaluatedKey: { pk: 'OFFER#a', sk: 'OFFER' } });
  dynamo.on(QueryCommand, { IndexName: 'byCompany', ExclusiveStartKey: { pk: 'OFFER#a', sk: 'OFFER' } }).resolves({ Items: [offer('b')] });
  dynamo.on(TransactWriteCommand).resolves({});
  dynamo.on(UpdateCommand).resolves({});
  await handler(busEvent('AdminUserDeleted', { uid: 'company-1', actor: 'admin-1', at: '2026-11-27T12:00:00.000Z' }));
  expect(outboxEvents(dynamo).filter((event) => event.type === 'OfferStatusChanged').map((event) => event.detail.offerId)).toEqual(['a', 'b']);
});

it("AdminUserDeleted withdraws a student's applications on every page of the byStudent index, and reads it again until it finds none (the index is eventually consistent)", async () => {
  const application = (offerId: string) => ({ pk: `OFFER#${offerId}`, sk: 'APPLICATION#student-1', offerId, studentUid: 'student-1', companyUid: 'company-1', status: 'vista', appliedAt: '2026-11-01T00:00:00.000Z' });
  dynamo.on(QueryCommand, { IndexName: 'byCompany' }).resolves({ Items: [] });
  dynamo.on(QueryCommand, { IndexName: 'byStudent', ExclusiveStartKey: undefined })
    .resolvesOnce({ Items: [application('a')], LastEvaluatedKey: { pk: 'OFFER#a', sk: 'APPLICATION#student-1' } })
    // The second reading from the start: an application the index showed late.
    .resolvesOnce({ Items: [application('c')] })
    .resolves({ Items: [] });
  dynamo.on(QueryCommand, { IndexName: 'byStudent', ExclusiveStartKey: { pk: 'OFFER#a', sk: 'APPLICATION#student-1' } }).resolves({ Items: [application('b')] });
  dynamo.on(TransactWriteCommand).resolves({});
  await handler(busEvent('AdminUserDeleted', { uid: 'student-1', actor: 'admin-1', at: '2026-11-27T12:00:00.000Z' }));
  expect(outboxEvents(dynamo).filter((event) => event.type === 'ApplicationWithdrawn').map((event) => event.detail.offerId)).toEqual(['a', 'b', 'c']);
});


import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { benefitStatuses } from '../../shared/benefits/coverage';
import { JOB_ALERT_SHARDS } from '../../shared/job-alerts';
import { outboxEvents, testEnv, useTestEnv } from '../testing/events';
import { pumpJobQueue, sentBodies } from '../testing/job-queue';
import { testUser } from '../testing/users';

useTestEnv();
process.env.QUEUE_BENEFIT_REMINDERS = 'https://sqs.us-east-1.amazonaws.com/000000000000/test-benefit-reminders';
const dynamo = mockClient(DynamoDBDocumentClient);
const sqs = mockClient(SQSClient);

// Reaches 64 years and 9 months (when the PGU can be requested) on 1 December 2026: counted the day before, recounted that day.
const turning65 = testUser({ uid: 'user-65', birthDate: '1962-03-01', socialHomeRegister: true, household: { inRsh: true, rshTramo: 2 } });
const countedAt64 = benefitStatuses({ inRsh: true, rshTramo: 2 }, '1962-03-01', { year: 2026, month: 11, day: 30 });
const at65 = benefitStatuses({ inRsh: true, rshTramo: 2 }, '1962-03-01', { year: 2026, month: 12, day: 1 });

/** The driver's run, then every message it and the worker sent, through the worker; answers the messages that failed. */
const run = async (day: string) => {
  const { handler } = await import('./benefit-reminders');
  await handler({ day });
  return pumpJobQueue(sqs, (await import('./benefit-reminders-worker')).handler);
};
/** The details of the events the job wrote to the outbox. */
const published = () => outboxEvents(dynamo).map((event) => event.detail);

beforeEach(() => {
  dynamo.reset();
  sqs.reset();
  sqs.on(SendMessageBatchCommand).resolves({ Successful: [], Failed: [] });
  dynamo.on(PutCommand).resolves({});
  dynamo.on(QueryCommand).resolves({ Items: [] });
  dynamo.on(GetCommand).resolves({});
  dynamo.on(TransactWriteCommand).resolves({});
  dynamo.on(DeleteCommand).resolves({});
});

describe('the benefit reminders job', () => {
  it('puts the day’s walks on its queue and reads nothing itself: the 7 recount days up to today, the opted-in users, the claims due a follow-up, and the partitions of saved searches (job alerts)', async () => {
    const { handler } = await import('./benefit-reminders');
    const at = '2026-12-01T11:00:00.000Z';
    expect(await handler({ day: '2026-12-01', at })).toEqual({ walks: 9 + JOB_ALERT_SHARDS });
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(0);
    // A day asked for by hand is a run of its own.
    const run = expect.stringMatching(/^benefit-reminders#2026-12-01#\w+$/) as unknown;
    expect(sentBodies(sqs)).toEqual([
      ...['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01'].map((day) => ({ run, walk: { kind: 'recount', day, today: '2026-12-01' } })),
      { run, walk: { kind: 'reminders', today: '2026-12-01' } },
      { run, walk: { kind: 'follow-ups', today: '2026-12-01' } },
      ...Array.from({ length: JOB_ALERT_SHARDS }, (_, shard) => ({ run, walk: { kind: 'job-alerts', shard, day: '2026-12-01', at } })),
    ]);
  });

  it('recounts a user the day they can request the PGU (64 years and 9 months): the PGU counter moves, the next day is scheduled, the day’s item goes', async () => {
    expect(countedAt64.pgu).toBe('no');
    expect(at65.pgu).not.toBe('no');
    dynamo.on(QueryCommand, { TableName: testEnv.TABLE_BILLING, ExpressionAttributeValues: { ':pk': 'RECOUNT#2026-12-01' } }).resolves({ Items: [{ uid: 'user-65' }] });
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS, Key: { uid: 'user-65' } }).resolves({ Item: { ...turning65, benefitStatuses: countedAt64, recountOn: '2026-12-01' } });
    expect(await run('2026-12-01')).toEqual([]);
    const items = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(items[0]?.Update).toMatchObject({ Key: { uid: 'user-65' }, ExpressionAttributeValues: { ':day': '2026-12-01', ':before': countedAt64, ':recountOn': '2027-01-01' } });
    const pgu = items.find((item) => item.Update?.Key?.sk === 'BENEFIT#pgu')?.Update;
    expect(pgu?.ExpressionAttributeValues).toEqual({ ':a0': -1, ':a1': 1 });
    expect(Object.values(pgu?.ExpressionAttributeNames ?? {})).toEqual(['no', at65.pgu]);
    expect(items.map((item): unknown => item.Put?.Item?.pk ?? item.Delete?.Key?.pk).filter(Boolean)).toEqual(['RECOUNT#2027-01-01', 'RECOUNT#2026-12-01']);
  });

  it('drops a schedule item whose user answered again since (another day is scheduled) or is gone', async () => {
    dynamo.on(QueryCommand, { TableName: testEnv.TABLE_BILLING, ExpressionAttributeValues: { ':pk': 'RECOUNT#2026-12-01' } }).resolves({ Items: [{ uid: 'user-65' }, { uid: 'gone' }] });
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS, Key: { uid: 'user-65' } }).resolves({ Item: { ...turning65, benefitStatuses: countedAt64, recountOn: '2026-12-09' } });
    expect(await run('2026-12-01')).toEqual([]);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(DeleteCommand).map((call) => call.args[0].input.Key)).toEqual([
      { pk: 'RECOUNT#2026-12-01', sk: 'USER#user-65' },
      { pk: 'RECOUNT#2026-12-01', sk: 'USER#gone' },
    ]);
  });

  it("reminds a user of a benefit of the household's, not only their own: the Bono Invierno of a pensioner partner", async () => {
    const partner = testUser({
      uid: 'user-h',
      birthDate: '1986-01-10',
      benefitReminders: true,
      household: { isWoman: true, isPensioner: false, isWorking: true, members: [{ id: 'juan', relation: 'pareja', birthDate: '1956-01-10', isWoman: false, isPensioner: true, pensionAmount: 200_000 }] },
    });
    dynamo.on(QueryCommand, { TableName: testEnv.TABLE_USERS, IndexName: 'byReminders' }).resolves({ Items: [{ ...partner, remindersPk: 'ON' }] });
    expect(await run('2026-04-28')).toEqual([]);
    expect(published()).toEqual([expect.objectContaining({ uid: 'user-h', occasionId: 'bono-invierno#payment#2026-05-01', day: '2026-04-28' })]);
  });

  it('reads opted-in users from the byReminders index only, and publishes each reminder due with the day it judged', async () => {
    const pensioner = testUser({ uid: 'user-p', birthDate: '1956-01-10', benefitReminders: true, household: { isPensioner: true, pensionAmount: 200_000 } });
    dynamo.on(QueryCommand, { TableName: testEnv.TABLE_USERS, IndexName: 'byReminders' }).resolves({ Items: [{ ...pensioner, remindersPk: 'ON' }] });
    expect(await run('2026-04-28')).toEqual([]);
    // One message for the page of users, one for the reminder due: the users with nothing due are not handed on.
    expect(sentBodies(sqs).filter((body) => 'item' in (body as object))).toEqual([{ run: expect.any(String) as unknown, item: { kind: 'reminder', uid: 'user-p', occasionId: 'bono-invierno#payment#2026-05-01', day: '2026-04-28' } }]);
    const usersQueries = dynamo.commandCalls(QueryCommand).filter((call) => call.args[0].input.TableName === testEnv.TABLE_USERS);
    expect(usersQueries.map((call) => call.args[0].input.IndexName)).toEqual(['byReminders']);
    expect(published()).toEqual([{ uid: 'user-p', occasionId: 'bono-invierno#payment#2026-05-01', day: '2026-04-28', at: expect.any(String) as unknown }]);
    expect(outboxEvents(dynamo).map((event) => event.type)).toEqual(['BenefitReminderDue']);
  });
});

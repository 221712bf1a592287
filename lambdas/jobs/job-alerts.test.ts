import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { JOB_ALERT_OFFERS_IN_MAIL, JOB_ALERT_SHARDS } from '../../shared/job-alerts';
import { outboxEvents, testEnv, useTestEnv } from '../testing/events';
import { pumpJobQueue, sentBodies } from '../testing/job-queue';

/**
 * The job alerts' part of the daily mails' job (jobs/benefit-reminders) through its fan-out: the
 * driver puts a walk per partition of saved searches; a page of a partition becomes a message per
 * student with new offers for their searches (the window's offers read once a page); each message
 * records the student's day with its event, once.
 */
useTestEnv();
process.env.QUEUE_BENEFIT_REMINDERS = 'https://sqs.us-east-1.amazonaws.com/000000000000/test-benefit-reminders';
const sqs = mockClient(SQSClient);
const dynamo = mockClient(DynamoDBDocumentClient);

const at = '2026-11-27T11:00:00.000Z';
const hoursBefore = (hours: number) => new Date(Date.parse(at) - hours * 60 * 60 * 1000).toISOString();
const newOffer = (offerId: string, fields: Record<string, unknown> = {}) => ({ offerId, area: 'comunicaciones', region: 'Valparaíso', modality: 'hibrida', publishedAt: hoursBefore(2), ...fields });
const search = { alertId: 'A-1', area: 'comunicaciones', region: 'Valparaíso', savedAt: hoursBefore(72) };
const student = (uid: string, fields: Record<string, unknown> = {}) => ({ pk: 'JOB-ALERTS#0', sk: `STUDENT#${uid}`, uid, alerts: [search], paused: false, updatedAt: hoursBefore(72), ...fields });

beforeEach(() => {
  sqs.reset();
  sqs.on(SendMessageBatchCommand).resolves({ Successful: [], Failed: [] });
  dynamo.reset();
  // The day's other walks (recounts, benefit reminders) find nothing.
  dynamo.on(QueryCommand).resolves({ Items: [] });
  dynamo.on(TransactWriteCommand).resolves({});
});

const run = async () => {
  const { handler: driver } = await import('./benefit-reminders');
  const { handler: worker } = await import('./benefit-reminders-worker');
  await driver({ day: '2026-11-27', at });
  return pumpJobQueue(sqs, worker);
};

it('a walk a partition; each student with new offers for a search becomes one message and one event of the day', async () => {
  dynamo.on(QueryCommand, { KeyConditionExpression: 'pk = :shard' }).callsFake((input: { ExpressionAttributeValues: Record<string, string>; ExclusiveStartKey?: unknown }) => {
    if (input.ExpressionAttributeValues[':shard'] !== 'JOB-ALERTS#0') return { Items: [] };
    return input.ExclusiveStartKey
      ? { Items: [student('carla', { alerts: [{ ...search, area: 'salud' }] }), student('diego', { paused: true })] }
      : { Items: [student('ana'), student('beto', { lastMailedDay: '2026-11-27' })], LastEvaluatedKey: { pk: 'JOB-ALERTS#0', sk: 'STUDENT#beto' } };
  });
  dynamo.on(QueryCommand, { IndexName: 'byListing' }).callsFake((input: { ExpressionAttributeValues: Record<string, string> }) =>
    input.ExpressionAttributeValues[':since']?.startsWith('1#') ? { Items: [newOffer('featured', { modality: 'remota', region: undefined })] } : { Items: [newOffer('nueva'), newOffer('otra-region', { region: 'Maule' })] },
  );

  expect(await run()).toEqual([]);
  const walks = sentBodies(sqs, 0).filter((body) => (body as { walk?: { kind?: string } }).walk?.kind === 'job-alerts');
  // A walk per partition from the driver, then partition 0's second page from the worker.
  // The day's run (a day asked for by hand is a run of its own).
  const dayRun = expect.stringMatching(/^benefit-reminders#2026-11-27#\w+$/) as unknown;
  expect(walks).toEqual([
    ...Array.from({ length: JOB_ALERT_SHARDS }, (_, shard) => ({ run: dayRun, walk: { kind: 'job-alerts', shard, day: '2026-11-27', at } })),
    { run: dayRun, walk: { kind: 'job-alerts', shard: 0, day: '2026-11-27', at }, cursor: { pk: 'JOB-ALERTS#0', sk: 'STUDENT#beto' } },
  ]);
  // The window: the day before the run, both kinds of the listing's sort key.
  const listing = dynamo.commandCalls(QueryCommand).filter((query) => query.args[0].input.IndexName === 'byListing').map((query) => query.args[0].input.ExpressionAttributeValues);
  expect(listing).toContainEqual({ ':listed': 'LISTED', ':since': `0#${hoursBefore(24)}`, ':until': `0#${at}` });
  expect(listing).toContainEqual({ ':listed': 'LISTED', ':since': `1#${hoursBefore(24)}`, ':until': `1#${at}` });
  // Only ana: beto was mailed today, carla's search matches nothing new, diego paused.
  expect(outboxEvents(dynamo).map((event) => [event.type, event.detail])).toEqual([['JobAlertDue', expect.objectContaining({ uid: 'ana', day: '2026-11-27', offerIds: ['nueva', 'featured'], more: 0 })]]);
  const [update] = dynamo.commandCalls(TransactWriteCommand).map((write) => write.args[0].input.TransactItems?.[0]?.Update);
  expect(update).toMatchObject({ TableName: testEnv.TABLE_INTERNSHIPS, Key: { pk: expect.stringMatching(/^JOB-ALERTS#\d$/) as unknown, sk: 'STUDENT#ana' }, ExpressionAttributeValues: { ':day': '2026-11-27', ':false': false } });
  expect(update?.ConditionExpression).toContain('lastMailedDay < :day');
});

it('lists the newest offers in the mail and counts the rest; offers published before the search was saved are not new for it', async () => {
  const many = Array.from({ length: JOB_ALERT_OFFERS_IN_MAIL + 3 }, (_, index) => newOffer(`o-${String(index).padStart(2, '0')}`, { publishedAt: hoursBefore(20 - index) }));
  dynamo.on(QueryCommand, { KeyConditionExpression: 'pk = :shard' }).callsFake((input: { ExpressionAttributeValues: Record<string, string> }) =>
    input.ExpressionAttributeValues[':shard'] === 'JOB-ALERTS#0' ? { Items: [student('ana'), student('eva', { alerts: [{ ...search, savedAt: hoursBefore(12.5) }] })] } : { Items: [] },
  );
  dynamo.on(QueryCommand, { IndexName: 'byListing' }).callsFake((input: { ExpressionAttributeValues: Record<string, string> }) => ({ Items: input.ExpressionAttributeValues[':since']?.startsWith('0#') ? many : [] }));
  await run();
  const details = outboxEvents(dynamo).map((event) => event.detail as { uid: string; offerIds: string[]; more: number });
  expect(details.find((detail) => detail.uid === 'ana')).toMatchObject({ offerIds: ['o-12', 'o-11', 'o-10', 'o-09', 'o-08', 'o-07', 'o-06', 'o-05', 'o-04', 'o-03'], more: 3 });
  // eva saved hers twelve and a half hours ago: the offers published since then only.
  expect(details.find((detail) => detail.uid === 'eva')).toMatchObject({ offerIds: ['o-12', 'o-11', 'o-10', 'o-09', 'o-08'], more: 0 });
});

it('a message handed twice (or a pause meanwhile) writes nothing the second time and fails nothing', async () => {
  dynamo.on(QueryCommand, { KeyConditionExpression: 'pk = :shard' }).callsFake((input: { ExpressionAttributeValues: Record<string, string> }) => (input.ExpressionAttributeValues[':shard'] === 'JOB-ALERTS#0' ? { Items: [student('ana')] } : { Items: [] }));
  dynamo.on(QueryCommand, { IndexName: 'byListing' }).resolves({ Items: [newOffer('nueva')] });
  dynamo.on(TransactWriteCommand).rejects(new TransactionCanceledException({ message: 'cancelled', $metadata: {}, CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }] }));
  expect(await run()).toEqual([]);
  expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
});

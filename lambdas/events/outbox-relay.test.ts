import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import type { DynamoDBRecord } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { testEnv, useTestEnv } from '../testing/events';
import { outboxRecord } from '../testing/outbox';

useTestEnv();
const eventBridge = mockClient(EventBridgeClient);
const dynamo = mockClient(DynamoDBDocumentClient);

const relay = async (...records: DynamoDBRecord[]) => {
  const { handler } = await import('./outbox-relay');
  return handler({ Records: records });
};
const entries = () => eventBridge.commandCalls(PutEventsCommand).flatMap((call) => call.args[0].input.Entries ?? []);

const deletedIds = () => dynamo.commandCalls(BatchWriteCommand).flatMap((call) => (call.args[0].input.RequestItems?.[testEnv.TABLE_OUTBOX] ?? []).map((request) => request.DeleteRequest?.Key?.id as string));

beforeEach(() => {
  dynamo.reset();
  dynamo.on(BatchWriteCommand).resolves({});
  eventBridge.reset();
  eventBridge.on(PutEventsCommand).resolves({ FailedEntryCount: 0, Entries: [{ EventId: 'bus-1' }] });
});

describe('the outbox relay', () => {
  it('deletes each item the bus took, so that the outbox keeps no event (and no account id) once it went out', async () => {
    eventBridge.on(PutEventsCommand).resolves({ FailedEntryCount: 1, Entries: [{ EventId: 'bus-1' }, { ErrorCode: 'InternalFailure' }] });
    await relay(outboxRecord('o-1', 'UserActivated', { uid: 'u1' }, '100'), outboxRecord('o-2', 'UserActivated', { uid: 'u2' }, '101'), outboxRecord('o-0', 'UserActivated', {}, '99', 'REMOVE'));
    expect(deletedIds()).toEqual(['o-1']);
  });

  it('still reports success when the deletion fails: the event went out, and the table’s TTL removes the item', async () => {
    dynamo.on(BatchWriteCommand).rejects(new Error('ProvisionedThroughputExceeded'));
    expect(await relay(outboxRecord('o-1', 'UserActivated', { uid: 'u1' }, '100'))).toEqual({ batchItemFailures: [] });
  });

  it('puts each new outbox item on the bus, its detail carrying the entry id, and skips removals (the TTL)', async () => {
    const result = await relay(outboxRecord('o-1', 'UserActivated', { uid: 'u1', at: '2026-11-22T12:00:00.000Z' }, '100'), outboxRecord('o-0', 'UserActivated', {}, '101', 'REMOVE'));
    expect(result).toEqual({ batchItemFailures: [] });
    expect(entries()).toEqual([
      { EventBusName: testEnv.EVENT_BUS_NAME, Source: 'beneficios.app', DetailType: 'UserActivated', Detail: JSON.stringify({ uid: 'u1', at: '2026-11-22T12:00:00.000Z', outboxId: 'o-1' }) },
    ]);
  });

  it('reports the first record as failed when PutEvents throws (the bus is down), so that the batch is tried again', async () => {
    eventBridge.on(PutEventsCommand).rejects(new Error('ServiceUnavailable'));
    const result = await relay(outboxRecord('o-1', 'UserActivated', { uid: 'u1' }, '100'), outboxRecord('o-2', 'UserActivated', { uid: 'u2' }, '101'));
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: '100' }] });
  });

  it('reports from the first entry the bus refused, and not before it', async () => {
    eventBridge.on(PutEventsCommand).resolves({ FailedEntryCount: 1, Entries: [{ EventId: 'bus-1' }, { ErrorCode: 'InternalFailure' }, { EventId: 'bus-3' }] });
    const result = await relay(outboxRecord('o-1', 'UserActivated', { uid: 'u1' }, '100'), outboxRecord('o-2', 'UserActivated', { uid: 'u2' }, '101'), outboxRecord('o-3', 'UserActivated', { uid: 'u3' }, '102'));
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: '101' }] });
  });

  it('puts at most ten entries per PutEvents call, in order', async () => {
    const records = Array.from({ length: 23 }, (_, index) => outboxRecord(`o-${index}`, 'UserActivated', { uid: `u${index}` }, String(100 + index)));
    await relay(...records);
    expect(eventBridge.commandCalls(PutEventsCommand).map((call) => call.args[0].input.Entries?.length)).toEqual([10, 10, 3]);
    expect(entries().map((entry) => (JSON.parse(entry.Detail ?? '{}') as { outboxId: string }).outboxId)).toEqual(records.map((_, index) => `o-${index}`));
  });
});

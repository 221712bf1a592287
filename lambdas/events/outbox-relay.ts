import { PutEventsCommand, type PutEventsRequestEntry } from '@aws-sdk/client-eventbridge';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { EVENT_SOURCE } from '../../shared/events';
import { eventBridge } from '../lib/clients/event-bridge';
import { env } from '../lib/env';
import { OUTBOX_ID_FIELD } from '../lib/events';
import { logger } from '../lib/logger';
import { deleteOutboxItems } from '../lib/outbox.repository';

/**
 * The outbox table's stream consumer (lambdas/lib/events.ts): each new outbox item goes on the bus,
 * its detail carrying the entry's id, so that consumers see the same id however often it is
 * delivered. Records are put in order, ten per PutEvents; the first one that fails is reported as
 * a batch item failure, so that it and every later record are tried again (in the cloud by the
 * event source mapping, locally by the stack's stream reader), then dead-lettered. What the bus took
 * is deleted from the outbox: an event names accounts, and an erased account's must not wait there for
 * the table's TTL (days).
 */
const BATCH = 10;

/**
 * Deletes outbox items the bus took (one BatchWriteItem: a relay batch is ten). A failure is only
 * logged: the events went out, and the TTL removes what stays; the next erasure would not find it.
 */
const forgetRelayed = async (ids: readonly string[]): Promise<void> => {
  if (ids.length === 0) return;
  try {
    await deleteOutboxItems(ids);
  } catch (error) {
    logger.warn('Relayed outbox items could not be deleted; the TTL removes them', { error });
  }
};

const entryOf = (record: DynamoDBRecord): PutEventsRequestEntry | undefined => {
  const image = record.dynamodb?.NewImage;
  const id = image?.id?.S;
  const detailType = image?.detailType?.S;
  const detail = image?.detail?.S;
  if (record.eventName !== 'INSERT' || !id || !detailType || !detail) return undefined;
  return { EventBusName: env().EVENT_BUS_NAME, Source: EVENT_SOURCE, DetailType: detailType, Detail: JSON.stringify({ ...(JSON.parse(detail) as object), [OUTBOX_ID_FIELD]: id }) };
};

export const handler = async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  // Removals (the TTL) and anything that is not a complete outbox item are nothing to relay.
  const pending = event.Records.flatMap((record) => {
    const entry = entryOf(record);
    const id = record.dynamodb?.NewImage?.id?.S;
    return entry && id ? [{ record, entry, id }] : [];
  });
  for (let start = 0; start < pending.length; start += BATCH) {
    const batch = pending.slice(start, start + BATCH);
    let failedAt: number;
    try {
      const result = await eventBridge.send(new PutEventsCommand({ Entries: batch.map((item) => item.entry) }));
      failedAt = (result.Entries ?? []).findIndex((entry) => entry.ErrorCode);
      if (failedAt < 0 && result.FailedEntryCount) failedAt = 0;
    } catch (error) {
      logger.warn('PutEvents failed; the outbox records are retried', { error });
      failedAt = 0;
    }
    await forgetRelayed(batch.slice(0, failedAt >= 0 ? failedAt : batch.length).map((item) => item.id));
    const failed = failedAt >= 0 ? batch[failedAt] : undefined;
    if (failed) return { batchItemFailures: [{ itemIdentifier: failed.record.dynamodb?.SequenceNumber ?? '' }] };
  }
  return { batchItemFailures: [] };
};

import { DeleteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { internshipKeys as keys } from '../../shared/data/keys';
import { indexKeys } from '../../shared/data/tables';
import type { Offer } from '../../shared/internships';
import { jobAlertShard, type JobAlert } from '../../shared/job-alerts';
import { dynamo } from '../lib/clients/dynamo';
import { queryPage, whenConditionFails, writeTogether, type PageCursor, type TransactItem } from '../lib/dynamo';
import { env } from '../lib/env';
import type { OutboxWrite } from '../lib/events';

/**
 * The only module that touches students' saved searches: one item per student
 * (`JOB-ALERTS#<shard>` / `STUDENT#<uid>`, shared/data/keys.ts), written whole, conditional on the
 * version read; and the reads of the daily job: a page of a partition, and the
 * offers published in its window (the byListing index, by `listingSort`).
 */
export interface StoredJobAlerts {
  uid: string;
  alerts: JobAlert[];
  /** A mail's unsubscribe link (or the page) paused the mails; the searches stay. */
  paused: boolean;
  /** The Chilean day of the last mail: at most one a day. */
  lastMailedDay?: string;
  updatedAt: string;
}

const table = () => env().TABLE_INTERNSHIPS;
const keyOf = (uid: string) => keys.jobAlerts(jobAlertShard(uid), uid);

const fromItem = (item: Record<string, unknown>): StoredJobAlerts => {
  const { pk: _pk, sk: _sk, ...stored } = item;
  return stored as unknown as StoredJobAlerts;
};

export const getJobAlerts = async (uid: string): Promise<StoredJobAlerts | undefined> => {
  const result = await dynamo.send(new GetCommand({ TableName: table(), Key: keyOf(uid), ConsistentRead: true }));
  return result.Item ? fromItem(result.Item) : undefined;
};

/**
 * Writes the student's searches whole (with `also`, e.g. the student mark, in the same transaction),
 * only if nobody changed them since `read` (its `updatedAt`; none: they did not exist). False on a conflict.
 */
export const putJobAlerts = (next: StoredJobAlerts, read: StoredJobAlerts | undefined, also: readonly TransactItem[] = []): Promise<boolean> =>
  whenConditionFails(
    writeTogether([
      {
        Put: {
          TableName: table(),
          Item: { ...keyOf(next.uid), ...next },
          ...(read
            ? { ConditionExpression: 'updatedAt = :read', ExpressionAttributeValues: { ':read': read.updatedAt } }
            : { ConditionExpression: 'attribute_not_exists(pk)' }),
        },
      },
      ...also,
    ]).then(() => true),
    () => false,
  );

/** One page of a partition's students, for the daily job. */
export const jobAlertsPage = async (shard: number, cursor: PageCursor | undefined, limit = 100): Promise<{ items: StoredJobAlerts[]; next?: PageCursor }> => {
  const { items, next } = await queryPage(
    { TableName: table(), KeyConditionExpression: 'pk = :shard', ExpressionAttributeValues: { ':shard': keys.jobAlertsShard(shard) }, Limit: limit },
    cursor,
  );
  return { items: items.map(fromItem), ...(next ? { next } : {}) };
};

export type NewOffer = Pick<Offer, 'offerId' | 'area' | 'region' | 'modality' | 'publishedAt'>;

/**
 * The listed offers published in [since, until), featured or not (the listing's sort key starts with
 * the featured flag, then the publishing instant), newest first: a day of new offers, read once a page
 * of students. At most `limit` of each kind.
 */
export const offersPublishedBetween = async (since: string, until: string, limit = 500): Promise<NewOffer[]> => {
  const index = indexKeys('internships').byListing;
  const kinds = await Promise.all(
    ['0', '1'].map((featured) =>
      dynamo.send(
        new QueryCommand({
          TableName: table(),
          IndexName: 'byListing',
          KeyConditionExpression: `${index.partitionKey} = :listed AND ${index.sortKey} BETWEEN :since AND :until`,
          ExpressionAttributeValues: { ':listed': keys.listed, ':since': `${featured}#${since}`, ':until': `${featured}#${until}` },
          ProjectionExpression: 'offerId, area, #region, modality, publishedAt',
          ExpressionAttributeNames: { '#region': 'region' },
          ScanIndexForward: false,
          Limit: limit,
        }),
      ),
    ),
  );
  return kinds
    .flatMap((result) => (result.Items ?? []) as NewOffer[])
    .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''));
};

/**
 * A day's mail is due: its event, and the day recorded, only if the student has not been mailed
 * that day and has not paused the mails meanwhile. False otherwise (a message handed twice, a pause).
 */
export const recordJobAlertMail = (uid: string, day: string, event: OutboxWrite): Promise<boolean> =>
  whenConditionFails(
    writeTogether([
      {
        Update: {
          TableName: table(),
          Key: keyOf(uid),
          UpdateExpression: 'SET lastMailedDay = :day',
          ConditionExpression: 'attribute_exists(pk) AND paused = :false AND (attribute_not_exists(lastMailedDay) OR lastMailedDay < :day)',
          ExpressionAttributeValues: { ':day': day, ':false': false },
        },
      },
      event,
    ]).then(() => true),
    () => false,
  );

/** A student's searches go with their account. */
export const deleteJobAlerts = async (uid: string): Promise<void> => {
  await dynamo.send(new DeleteCommand({ TableName: table(), Key: keyOf(uid) }));
};

export type OfferInMail = Pick<Offer, 'offerId' | 'title' | 'companyName' | 'modality' | 'region' | 'comuna' | 'stipendClp' | 'deadline' | 'status'>;

/** What an alert mail shows of each offer, read when the mail goes (an offer since closed is left out). */
export const offersForMail = async (offerIds: readonly string[]): Promise<OfferInMail[]> => {
  const read = await Promise.all(
    offerIds.map((offerId) =>
      dynamo.send(
        new GetCommand({
          TableName: table(),
          Key: keys.offer(offerId),
          ProjectionExpression: 'offerId, title, companyName, modality, #region, comuna, stipendClp, deadline, #status',
          ExpressionAttributeNames: { '#region': 'region', '#status': 'status' },
        }),
      ),
    ),
  );
  return read.flatMap((result) => (result.Item ? [result.Item as OfferInMail] : []));
};

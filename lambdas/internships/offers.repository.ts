import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { internshipKeys as keys, type ItemKey } from '../../shared/data/keys';
import { indexKeys } from '../../shared/data/tables';
import { openOfferStatuses, type AdminOfferSummary, type Offer, type OfferReport } from '../../shared/internships';
import { dynamo } from '../lib/clients/dynamo';
import { decodeCursor, encodeCursor, type CursorQuery } from '../lib/cursor';
import { conditionHolds, deleteItems, queryItems, queryPage, queryPages, writeTogether, type Item, type PageCursor } from '../lib/dynamo';
import { env } from '../lib/env';
import type { OutboxWrite } from '../lib/events';

/**
 * The only module that touches the offers of the internships table. An offer is one item
 * (`OFFER#<id>` / `OFFER`) that carries, besides its fields, the keys of the indexes that apply to
 * it now (shared/data/tables.ts): every write puts the whole item again, so the sparse keys never
 * disagree with its status. Writes are conditional on the `updatedAt` read, and go with their event.
 */

const index = indexKeys('internships');

/** The offer's item: its fields and the index keys its state calls for. */
export const offerItem = (offer: Offer): Item => ({
  ...keys.offer(offer.offerId),
  ...offer,
  companyPk: keys.company(offer.companyUid),
  ...(openOfferStatuses.includes(offer.status) ? { openPk: keys.open } : {}),
  ...(offer.status === 'publicada' ? { listingPk: keys.listed, listingSort: keys.listingSort(offer.featured, offer.publishedAt ?? offer.updatedAt, offer.offerId) } : {}),
  ...(offer.lastReportedAt ? { reportedPk: keys.reported } : {}),
});

const offerFields = ['pk', 'sk', 'companyPk', 'openPk', 'listingPk', 'listingSort', 'reportedPk'] as const;

/** The offer of an item, without the table's own attributes. */
export const toOffer = (item: Item): Offer => {
  const offer = { ...item };
  for (const field of offerFields) Reflect.deleteProperty(offer, field);
  return offer as Offer;
};

export const getOffer = async (offerId: string): Promise<Offer | undefined> => {
  const { Item: item } = await dynamo.send(new GetCommand({ TableName: env().TABLE_INTERNSHIPS, Key: keys.offer(offerId), ConsistentRead: true }));
  return item ? toOffer(item) : undefined;
};

/** A new offer, with its event: false if the id was taken (never, with random ids). */
export const createOffer = (offer: Offer, event: OutboxWrite): Promise<boolean> =>
  conditionHolds(writeTogether([{ Put: { TableName: env().TABLE_INTERNSHIPS, Item: offerItem(offer), ConditionExpression: 'attribute_not_exists(pk)' } }, event]));

/**
 * The offer as changed, if nobody changed it since `readAt` (its `updatedAt` when read): false
 * otherwise, and nothing written. With its event when the change has one.
 */
export const saveOffer = async (offer: Offer, readAt: string, event?: OutboxWrite): Promise<boolean> => {
  const put = { TableName: env().TABLE_INTERNSHIPS, Item: offerItem(offer), ConditionExpression: 'updatedAt = :readAt', ExpressionAttributeValues: { ':readAt': readAt } };
  if (!event) return conditionHolds(dynamo.send(new PutCommand(put)));
  return conditionHolds(writeTogether([{ Put: put }, event]));
};

/** A company's offers, newest first, every page of its index (a page is 1 MB: some 120 offers with long texts). */
export const companyOfferItems = (companyUid: string): AsyncGenerator<Item> =>
  queryItems({
    TableName: env().TABLE_INTERNSHIPS,
    IndexName: 'byCompany',
    KeyConditionExpression: `${index.byCompany.partitionKey} = :company`,
    ExpressionAttributeValues: { ':company': keys.company(companyUid) },
    ScanIndexForward: false,
  });

/**
 * An erased company's offers, each with everything under it but its applications: its reports and the
 * claims of one report per person go with it, for the offer names the company (its id, its razón
 * social, its page). The applications stay, each with its own copies of the offer's title and the
 * company's name: their students' record of where they applied. Every page of the company's index is
 * read before anything goes, and an offer goes after the rest of its partition, so that a retry finds
 * what is left. Answers how many offers went.
 */
export const deleteCompanyOffers = async (companyUid: string): Promise<number> => {
  const offers: ItemKey[] = [];
  for await (const item of companyOfferItems(companyUid)) offers.push(keys.offer(String(item.offerId)));
  const rest: ItemKey[] = [];
  for (const offer of offers) {
    const partition = queryItems({ TableName: env().TABLE_INTERNSHIPS, KeyConditionExpression: 'pk = :offer', ExpressionAttributeValues: { ':offer': offer.pk }, ProjectionExpression: 'pk, sk' });
    for await (const item of partition) {
      const sk = String(item.sk);
      if (sk !== offer.sk && !sk.startsWith(keys.applicationPrefix)) rest.push({ pk: offer.pk, sk });
    }
  }
  await deleteItems(env().TABLE_INTERNSHIPS, rest);
  await deleteItems(env().TABLE_INTERNSHIPS, offers);
  return offers.length;
};

/** A company's offers, newest first, all of them. */
export const listCompanyOffers = async (companyUid: string): Promise<Offer[]> => {
  const offers: Offer[] = [];
  for await (const item of companyOfferItems(companyUid)) offers.push(toOffer(item));
  return offers;
};

/** The listing's position: the keys of the last offer a page showed, in the listing index's partition. */
/** A cursor's position, built when a cursor is read: a module-level schema is built at every cold start of every function that bundles this module. */
const cursorPosition = () => z.strictObject({ pk: z.string(), sk: z.string(), listingPk: z.literal(keys.listed), listingSort: z.string() });

/**
 * Published offers, featured first then newest, that `matches` accepts: up to `pageSize`, and the
 * cursor after the last one shown, for the search `query` names. Reads the listing index a page at a
 * time and stops as soon as the page is full or `maxRead` offers were read (a rare filter then answers
 * fewer, with a cursor).
 */
export const listPublishedOffers = async (
  matches: (offer: Offer) => boolean,
  options: { pageSize: number; query: CursorQuery; cursor?: string; maxRead?: number },
): Promise<{ offers: Offer[]; nextCursor?: string }> => {
  const found: Offer[] = [];
  let read = 0;
  const pages = queryPages({
    TableName: env().TABLE_INTERNSHIPS,
    IndexName: 'byListing',
    KeyConditionExpression: `${index.byListing.partitionKey} = :listed`,
    ExpressionAttributeValues: { ':listed': keys.listed },
    ScanIndexForward: false,
    Limit: 50,
    ...(options.cursor ? { ExclusiveStartKey: decodeCursor(options.cursor, options.query, cursorPosition()) } : {}),
  });
  for await (const items of pages) {
    for (const item of items) {
      read += 1;
      const offer = toOffer(item);
      if (matches(offer)) found.push(offer);
      if (found.length === options.pageSize || read === (options.maxRead ?? 500)) return { offers: found, nextCursor: encodeCursor({ pk: String(item.pk), sk: String(item.sk), listingPk: String(item.listingPk), listingSort: String(item.listingSort) }, options.query) };
    }
  }
  return { offers: found };
};

/** The ids of open offers (publicada, pausada) whose deadline is before `day`, a page at a time. */
export const offersPastDeadlinePage = async (day: string, cursor: PageCursor | undefined): Promise<{ offerIds: string[]; next?: PageCursor }> => {
  const { items, next } = await queryPage(
    {
      TableName: env().TABLE_INTERNSHIPS,
      IndexName: 'byDeadline',
      KeyConditionExpression: `${index.byDeadline.partitionKey} = :open AND ${index.byDeadline.sortKey} < :day`,
      ExpressionAttributeValues: { ':open': keys.open, ':day': day },
      Limit: 100,
    },
    cursor,
  );
  return { offerIds: items.map((item) => String(item.pk).slice('OFFER#'.length)), ...(next ? { next } : {}) };
};

/**
 * A user's report of an offer, once per user: the report, the claim that makes a second one a no-op
 * and the offer's counter and last-report time (its place in the moderation list), with the event.
 * False if this user already reported it.
 */
export const addReport = (report: OfferReport & { reporterUid: string }, event: OutboxWrite): Promise<boolean> => {
  const table = env().TABLE_INTERNSHIPS;
  return conditionHolds(
    writeTogether([
      { Put: { TableName: table, Item: keys.reporter(report.offerId, report.reporterUid), ConditionExpression: 'attribute_not_exists(pk)' } },
      { Put: { TableName: table, Item: { ...keys.report(report.offerId, report.at, report.reportId), ...report } } },
      {
        Update: {
          TableName: table,
          Key: keys.offer(report.offerId),
          UpdateExpression: 'ADD reportCount :one SET lastReportedAt = :at, reportedPk = :reported',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':one': 1, ':at': report.at, ':reported': keys.reported },
        },
      },
      event,
    ]),
  );
};

/** An offer as the admins' list shows it: the byKind index's attributes, whichever index it was read from. */
const toAdminSummary = (item: Item): AdminOfferSummary => {
  const offer = toOffer(item);
  return {
    offerId: offer.offerId,
    title: offer.title,
    companyName: offer.companyName,
    companyUid: offer.companyUid,
    status: offer.status,
    reportCount: offer.reportCount,
    createdAt: offer.createdAt,
    updatedAt: offer.updatedAt,
    deadline: offer.deadline,
    ...(offer.companySlug ? { companySlug: offer.companySlug } : {}),
    ...(offer.lastReportedAt ? { lastReportedAt: offer.lastReportedAt } : {}),
    ...(offer.publishedAt ? { publishedAt: offer.publishedAt } : {}),
    ...(offer.moderation ? { moderation: offer.moderation } : {}),
  };
};

/** What the admins' filters test: the summary and the words it is found by. */
export type AdminOfferCandidate = AdminOfferSummary & Pick<Offer, 'description'> & Partial<Pick<Offer, 'career'>>;

/** Where the admins' list stopped: the last offer's keys in the index it reads (byKind's partition is the item's sort key). */
const adminPositionSchemas = {
  byKind: z.strictObject({ pk: z.string(), sk: z.literal(keys.offerKind), createdAt: z.string() }),
  byReported: z.strictObject({ pk: z.string(), sk: z.string(), reportedPk: z.literal(keys.reported), lastReportedAt: z.string() }),
};
const adminCursorFields = { byKind: ['pk', 'sk', 'createdAt'], byReported: ['pk', 'sk', 'reportedPk', 'lastReportedAt'] } as const;

/**
 * A page of the admins' list: every offer, newest first (byKind), or the reported ones, most recently
 * reported first (byReported); up to `pageSize` that `matches` keeps, reading at most `maxRead`, with
 * the cursor after the last one read when it stopped before the end (the next page may be empty).
 */
export const listOffersForAdmins = async (
  matches: (offer: AdminOfferCandidate) => boolean,
  options: { reported: boolean; pageSize: number; query: CursorQuery; cursor?: string; maxRead?: number },
): Promise<{ offers: AdminOfferSummary[]; nextCursor: string | null }> => {
  const indexName = options.reported ? 'byReported' : 'byKind';
  const partition = options.reported ? { name: index.byReported.partitionKey, value: keys.reported } : { name: index.byKind.partitionKey, value: keys.offerKind };
  const found: AdminOfferSummary[] = [];
  let read = 0;
  const pages = queryPages({
    TableName: env().TABLE_INTERNSHIPS,
    IndexName: indexName,
    KeyConditionExpression: '#partition = :partition',
    ExpressionAttributeNames: { '#partition': partition.name },
    ExpressionAttributeValues: { ':partition': partition.value },
    ScanIndexForward: false,
    Limit: 100,
    ...(options.cursor ? { ExclusiveStartKey: decodeCursor<Record<string, string>>(options.cursor, options.query, adminPositionSchemas[indexName]) } : {}),
  });
  for await (const items of pages) {
    for (const item of items) {
      read += 1;
      const summary = toAdminSummary(item);
      if (matches({ ...summary, description: String(item.description ?? ''), ...(typeof item.career === 'string' ? { career: item.career } : {}) })) found.push(summary);
      if (found.length === options.pageSize || read === (options.maxRead ?? 500)) {
        const position = Object.fromEntries(adminCursorFields[indexName].map((field) => [field, String(item[field])]));
        return { offers: found, nextCursor: encodeCursor(position, options.query) };
      }
    }
  }
  return { offers: found, nextCursor: null };
};

/** An offer's reports, newest first. */
export const listReports = async (offerId: string, limit = 100): Promise<OfferReport[]> => {
  const result = await dynamo.send(
    new QueryCommand({
      TableName: env().TABLE_INTERNSHIPS,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.offerPk(offerId), ':prefix': keys.reportPrefix },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (result.Items ?? []).map((item) => {
    const { reportId, offerId: id, reason, message, reporterUid, at } = item as OfferReport;
    return { reportId, offerId: id, reason, at, ...(reporterUid ? { reporterUid } : {}), ...(message ? { message } : {}) };
  });
};

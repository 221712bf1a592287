import { billingKeys } from '../../shared/data/keys';
import { indexKeys, type IndexName } from '../../shared/data/tables';
import { queryPage, type PageCursor } from '../lib/dynamo';
import { env } from '../lib/env';

/**
 * The billing day's walks, one page at a time, for the job's workers (lambdas/jobs/billing-worker.ts):
 * the uids of the subscriptions (and first charges) a page holds. Each worker reads its subscription
 * again by key before acting, so that a page read an hour earlier never decides anything.
 */
const { byRenewal, byPastDue } = indexKeys('billing');
const PAST_DUE = 'PAST_DUE';

/** Subscriptions to a page: small items, about 500 bytes, so a page stays well under DynamoDB's 1 MB. */
export const SUBSCRIPTIONS_A_PAGE = 500;

export interface UidPage {
  uids: string[];
  next?: PageCursor;
}

const uidsOf = async (page: Promise<{ items: Record<string, unknown>[]; next?: PageCursor }>): Promise<UidPage> => {
  const { items, next } = await page;
  return { uids: items.map((item) => String(item.uid)), ...(next ? { next } : {}) };
};

/** A page of the subscriptions not cancelled whose period ends in `month` (`YYYY-MM`), from the byRenewal index. */
export const renewingPage = (month: string, cursor: PageCursor | undefined): Promise<UidPage> =>
  uidsOf(
    queryPage(
      {
        TableName: env().TABLE_BILLING,
        IndexName: 'byRenewal' satisfies IndexName<'billing'>,
        KeyConditionExpression: `${byRenewal.partitionKey} = :month`,
        ExpressionAttributeValues: { ':month': month },
        ProjectionExpression: 'uid',
        Limit: SUBSCRIPTIONS_A_PAGE,
      },
      cursor,
    ),
  );

/** A page of the subscriptions past due since `notAfter` or earlier, from the sparse byPastDue index. */
export const pastDuePage = (notAfter: string, cursor: PageCursor | undefined): Promise<UidPage> =>
  uidsOf(
    queryPage(
      {
        TableName: env().TABLE_BILLING,
        IndexName: 'byPastDue' satisfies IndexName<'billing'>,
        KeyConditionExpression: `${byPastDue.partitionKey} = :key AND ${byPastDue.sortKey} <= :notAfter`,
        ExpressionAttributeValues: { ':key': PAST_DUE, ':notAfter': notAfter },
        ProjectionExpression: 'uid',
        Limit: SUBSCRIPTIONS_A_PAGE,
      },
      cursor,
    ),
  );

/** A page of the first charges Transbank left unanswered. */
export const pendingFirstChargesPage = (cursor: PageCursor | undefined): Promise<UidPage> =>
  uidsOf(
    queryPage(
      {
        TableName: env().TABLE_BILLING,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': billingKeys.firstChargesPending },
        ProjectionExpression: 'uid',
        Limit: SUBSCRIPTIONS_A_PAGE,
      },
      cursor,
    ),
  );

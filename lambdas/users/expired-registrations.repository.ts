import { authKeys } from '../../shared/data/keys';
import { indexKeys } from '../../shared/data/tables';
import { conditionHolds, queryItems, queryPage, type PageCursor, type TransactItem, writeTogether } from '../lib/dynamo';
import { env } from '../lib/env';
import type { OutboxWrite } from '../lib/events';
import { releaseClaims } from './user-management.repository';
import { fromUserItem, type StoredUser } from './users.repository';

/**
 * E-mail registrations never activated: found by the byType index (clients, by creation date),
 * removed with their e-mail and RUT claims in one transaction that holds only while the document
 * is still unactivated (an activation at the same moment wins).
 */
const byType = indexKeys('users').byType;

/** The password registrations of clients created before `before` and still unactivated. */
const unactivatedBefore = (before: Date) => ({
  TableName: env().TABLE_USERS,
  IndexName: 'byType',
  KeyConditionExpression: '#type = :client AND #created < :before',
  FilterExpression: 'activated = :false AND provider = :password',
  ExpressionAttributeNames: { '#type': byType.partitionKey, '#created': byType.sortKey },
  ExpressionAttributeValues: { ':client': 'client', ':before': before.toISOString(), ':false': false, ':password': 'password' },
});

/** Every client document created before `before` that is still unactivated and has a password. */
export async function* listUnactivatedRegistrations(before: Date): AsyncGenerator<StoredUser> {
  const items = queryItems(unactivatedBefore(before));
  for await (const item of items) yield fromUserItem(item);
}

/** One page of `listUnactivatedRegistrations` from `cursor` (the filter may leave a page short, or empty), for the clean-up job's workers. */
export const unactivatedRegistrationsPage = async (before: Date, cursor: PageCursor | undefined, limit = 100): Promise<{ users: StoredUser[]; next?: PageCursor }> => {
  const { items, next } = await queryPage({ ...unactivatedBefore(before), Limit: limit }, cursor);
  return { users: items.map(fromUserItem), ...(next ? { next } : {}) };
};

/**
 * Removes an unactivated document and releases its claims (a claim another account holds is left
 * alone), with the removal's event (its mail) and `also` (a pending sign-up of the address, so
 * that the orphan job removes the Cognito account if nothing else runs; the farewell address) in the same transaction. False when the account was
 * activated meanwhile: nothing is removed, and no mail goes.
 */
export const removeUnactivatedRegistration = (user: StoredUser, event: OutboxWrite, also: readonly TransactItem[]): Promise<boolean> =>
  conditionHolds(
    writeTogether([
      {
        Delete: {
          TableName: env().TABLE_USERS,
          Key: { uid: user.uid },
          ConditionExpression: 'attribute_exists(uid) AND activated = :false',
          ExpressionAttributeValues: { ':false': false },
        },
      },
      ...releaseClaims(user),
      event,
      ...also,
    ]),
  );

const FAREWELL_TTL_SECONDS = 7 * 24 * 60 * 60;

/** The Put of the address the mailer writes the expiry's mail to: a week at most, deleted once it went. */
export const farewellPut = (user: Pick<StoredUser, 'uid' | 'email' | 'firstName'>, now: Date): TransactItem => ({
  Put: { TableName: env().TABLE_AUTH, Item: { ...authKeys.farewell(user.uid), email: user.email, firstName: user.firstName, expiresAt: Math.floor(now.getTime() / 1000) + FAREWELL_TTL_SECONDS } },
});

import { indexKeys } from '../../shared/data/tables';
import { conditionHolds, queryPage, writeTogether, type PageCursor } from '../lib/dynamo';
import { env } from '../lib/env';
import type { OutboxWrite } from '../lib/events';
import { fromUserItem, REMINDERS_ATTRIBUTE, REMINDERS_ON, type StoredUser } from '../users/users.repository';

/**
 * The users opted in to benefit reminders, from the sparse byReminders index: a run reads only them,
 * never the whole users table. The index projects whole documents.
 */
/** One page of them from `cursor`, for the job's workers. */
export const optedInUsersPage = async (cursor: PageCursor | undefined, pageSize = 100): Promise<{ users: StoredUser[]; next?: PageCursor }> => {
  const { items, next } = await queryPage(
    {
      TableName: env().TABLE_USERS,
      IndexName: 'byReminders',
      KeyConditionExpression: '#pk = :on',
      ExpressionAttributeNames: { '#pk': indexKeys('users').byReminders.partitionKey },
      ExpressionAttributeValues: { ':on': REMINDERS_ON },
      Limit: pageSize,
    },
    cursor,
  );
  return { users: items.map(fromUserItem), ...(next ? { next } : {}) };
};

/** Turns the opt-in off (and out of the index), with its event in the same transaction; false when it was not on, or there is no document. */
export const turnRemindersOff = (uid: string, event: OutboxWrite): Promise<boolean> =>
  conditionHolds(
    writeTogether([
      {
        Update: {
          TableName: env().TABLE_USERS,
          Key: { uid },
          UpdateExpression: `SET benefitReminders = :false REMOVE ${REMINDERS_ATTRIBUTE}`,
          ConditionExpression: 'attribute_exists(uid) AND benefitReminders = :true',
          ExpressionAttributeValues: { ':false': false, ':true': true },
        },
      },
      event,
    ]),
  );

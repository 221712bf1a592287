import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { internshipKeys as keys } from '../../shared/data/keys';
import { THREAD_MAX_MESSAGES, type ThreadMessage, type ThreadSide } from '../../shared/students';
import { dynamo } from '../lib/clients/dynamo';
import { conditionHolds, queryItems, whenConditionFails, writeTogether, type TransactItem } from '../lib/dynamo';
import { env } from '../lib/env';
import type { OutboxWrite } from '../lib/events';
import { threadMarks, type StoredApplication } from './applications.repository';

/**
 * The only module that touches the messages of an application's thread: one item a message under
 * the offer's partition (`MESSAGE#<studentUid>#<at>#<messageId>`, shared/data/keys.ts), carrying both
 * sides' uids, so that an erasure finds them. The application item keeps the thread's state (its last
 * message, each side's last reading and last mail): lists tell what is unread without reading threads,
 * and a change of it reaches both sides' open pages through the table's stream.
 */
const table = () => env().TABLE_INTERNSHIPS;

export interface StoredThreadMessage extends ThreadMessage {
  offerId: string;
  studentUid: string;
  companyUid: string;
  /** Who wrote it: the student's uid or the company's. */
  authorUid: string;
}

/** One application's messages, oldest first. */
export const listThread = async (offerId: string, studentUid: string): Promise<StoredThreadMessage[]> => {
  const messages: StoredThreadMessage[] = [];
  for await (const item of queryItems({
    TableName: table(),
    KeyConditionExpression: 'pk = :offer AND begins_with(sk, :thread)',
    ExpressionAttributeValues: { ':offer': keys.offerPk(offerId), ':thread': keys.threadPrefix(studentUid) },
    ConsistentRead: true,
  })) {
    const { pk: _pk, sk: _sk, ...message } = item;
    messages.push(message as StoredThreadMessage);
  }
  return messages;
};

/**
 * Adds a message, with its event, if the application is still there, still the company's, not
 * withdrawn and its thread not full; the writer's side reads the thread as of it. False otherwise
 * (the caller reads the application again to tell why).
 */
export const addThreadMessage = async (application: Pick<StoredApplication, 'offerId' | 'studentUid' | 'companyUid'>, message: StoredThreadMessage, event: OutboxWrite): Promise<boolean> => {
  const put: TransactItem = {
    Put: {
      TableName: table(),
      Item: { ...keys.message(application.offerId, application.studentUid, message.at, message.messageId), ...message },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
  const marks = threadMarks(message.author);
  const update: TransactItem = {
    Update: {
      TableName: table(),
      Key: keys.application(application.offerId, application.studentUid),
      UpdateExpression: `SET lastMessageAt = :at, lastMessageBy = :side, ${marks.readAt} = :at, messageCount = if_not_exists(messageCount, :zero) + :one`,
      ConditionExpression: 'attribute_exists(pk) AND companyUid = :company AND #status <> :withdrawn AND (attribute_not_exists(messageCount) OR messageCount < :max)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':at': message.at, ':side': message.author, ':zero': 0, ':one': 1, ':company': application.companyUid, ':withdrawn': 'retirada', ':max': THREAD_MAX_MESSAGES },
    },
  };
  return whenConditionFails(
    writeTogether([put, update, event]).then(() => true),
    () => false,
  );
};

/**
 * The reader's side has read the thread up to now: written only when the other side wrote since
 * its last reading, so that reading a thread again writes nothing (and pushes nothing). True when it wrote.
 */
export const markThreadRead = (offerId: string, studentUid: string, reader: ThreadSide, at: string): Promise<boolean> => {
  const { readAt } = threadMarks(reader);
  return conditionHolds(
    dynamo.send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.application(offerId, studentUid),
        UpdateExpression: `SET ${readAt} = :at`,
        ConditionExpression: `attribute_exists(lastMessageAt) AND lastMessageBy <> :reader AND (attribute_not_exists(${readAt}) OR ${readAt} < lastMessageAt)`,
        ExpressionAttributeValues: { ':at': at, ':reader': reader },
      }),
    ),
  );
};

/**
 * The claim of a thread mail to `recipient` for one message: granted when the recipient has not read
 * the thread since that message and has read it since the last mail (or was never mailed about it),
 * so that a burst of messages makes one mail until the recipient comes to read them. The same message
 * is granted again (a retry after a failed send).
 */
export const claimThreadMail = (offerId: string, studentUid: string, recipient: ThreadSide, messageId: string, at: string): Promise<boolean> => {
  const { readAt, mailedAt, mailedFor } = threadMarks(recipient);
  return conditionHolds(
    dynamo.send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.application(offerId, studentUid),
        UpdateExpression: `SET ${mailedAt} = :at, ${mailedFor} = :message`,
        ConditionExpression: `attribute_exists(pk) AND (${mailedFor} = :message OR ((attribute_not_exists(${readAt}) OR ${readAt} < :at) AND (attribute_not_exists(${mailedAt}) OR ${mailedAt} < ${readAt})))`,
        ExpressionAttributeValues: { ':at': at, ':message': messageId },
      }),
    ),
  );
};

/**
 * Deletes every message of one application's thread (an erasure) and, unless the application goes
 * too (`withApplication`), what its application keeps of it; answers how many went.
 */
export const deleteThread = async (offerId: string, studentUid: string, { withApplication = false }: { withApplication?: boolean } = {}): Promise<number> => {
  let deleted = 0;
  for await (const item of queryItems({
    TableName: table(),
    KeyConditionExpression: 'pk = :offer AND begins_with(sk, :thread)',
    ExpressionAttributeValues: { ':offer': keys.offerPk(offerId), ':thread': keys.threadPrefix(studentUid) },
    ProjectionExpression: 'pk, sk',
    ConsistentRead: true,
  })) {
    await dynamo.send(new DeleteCommand({ TableName: table(), Key: { pk: String(item.pk), sk: String(item.sk) } }));
    deleted += 1;
  }
  if (withApplication) return deleted;
  await conditionHolds(
    dynamo.send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.application(offerId, studentUid),
        UpdateExpression: 'REMOVE lastMessageAt, lastMessageBy, messageCount, studentReadAt, companyReadAt, studentMailedAt, studentMailedFor, companyMailedAt, companyMailedFor',
        ConditionExpression: 'attribute_exists(pk)',
      }),
    ),
  );
  return deleted;
};

/** One message, by its key (the mail about it reads it when it goes). */
export const getThreadMessage = async (offerId: string, studentUid: string, at: string, messageId: string): Promise<StoredThreadMessage | undefined> => {
  const result = await dynamo.send(new GetCommand({ TableName: table(), Key: keys.message(offerId, studentUid, at, messageId) }));
  if (!result.Item) return undefined;
  const { pk: _pk, sk: _sk, ...message } = result.Item as Record<string, unknown>;
  return message as unknown as StoredThreadMessage;
};

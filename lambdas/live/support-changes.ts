import { isDeepStrictEqual } from 'node:util';
import type { DynamoDBRecord } from 'aws-lambda';
import { imageOf, inOrder, pushToUser, type Image } from './push';

/** What the owner sees of a support item: a change matters only if one of these differs. */
const visible = (image: Image | undefined) => (image ? { status: image.status, thread: image.thread } : undefined);

/** One change of the support table: a ticket, insurance or assisted request (not a claim) created or moved, told to its owner. */
const applyChange = async (record: DynamoDBRecord): Promise<void> => {
  if (record.eventName === 'REMOVE') return;
  const after = imageOf(record.dynamodb?.NewImage);
  if (typeof after?.uid !== 'string' || typeof after.id !== 'string' || typeof after.kind !== 'string') return;
  const before = imageOf(record.dynamodb?.OldImage);
  if (before && isDeepStrictEqual(visible(before), visible(after))) return;
  await pushToUser(after.uid, { type: 'support', itemId: after.id });
};

/**
 * The support table's stream consumer: when one of a user's tickets or requests is created, gets a
 * message or changes status, that user's open live sockets (and only theirs) are told its id, so
 * that the ticket page and the support list re-read it (web/src/features/auth/session-live.ts). The message
 * carries no content: the page reads it through the API, with the same checks as always.
 */
export const handler = inOrder(applyChange, 'A support change could not be pushed');

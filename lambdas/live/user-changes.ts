import { isDeepStrictEqual } from 'node:util';
import type { DynamoDBRecord } from 'aws-lambda';
import type { SignOutCode } from '../../shared/live';
import { issuedBeforeSessionsEnded } from '../lib/account-status';
import { presentMe } from '../users/profile.service';
import { fromUserItem, withoutServerFields } from '../users/users.repository';
import { connectionsOf, hasExpired, type LiveConnection } from './connections.repository';
import { close, imageOf, inOrder, post, type Image } from './push';

/** Tells the connection why, closes it and forgets it. */
const signOut = async (connection: LiveConnection, code: SignOutCode): Promise<void> => {
  await post(connection, { type: 'signed-out', code });
  await close(connection);
};

/** What a user sees of its document: the change matters only if this differs. */
const visible = (image: Image | undefined) => (image ? withoutServerFields(fromUserItem(image)) : undefined);

const tokensValidAfterOf = (image: Image | undefined): number | undefined =>
  typeof image?.tokensValidAfter === 'number' ? image.tokensValidAfter : undefined;

/** One change of one user document, pushed to that user's open sockets only. */
const applyChange = async (record: DynamoDBRecord): Promise<void> => {
  const uid = imageOf(record.dynamodb?.Keys)?.uid;
  if (typeof uid !== 'string') return;
  const before = imageOf(record.dynamodb?.OldImage);
  const after = record.eventName === 'REMOVE' ? undefined : imageOf(record.dynamodb?.NewImage);
  const all = await connectionsOf(uid);
  // A socket whose token expired gets nothing more: it is closed.
  await Promise.all(all.filter(hasExpired).map((connection) => close(connection)));
  const connections = all.filter((connection) => !hasExpired(connection));
  if (!connections.length) return;

  if (!after || after.disabled === true) {
    const code: SignOutCode = after ? 'user-disabled' : 'user-deleted';
    await Promise.all(connections.map((connection) => signOut(connection, code)));
    return;
  }
  // Sessions ended (sign-out, password reset): the sockets opened with an older token close.
  const validAfter = tokensValidAfterOf(after);
  const ended = validAfter !== undefined && validAfter !== tokensValidAfterOf(before);
  const open = ended ? connections.filter((connection) => !issuedBeforeSessionsEnded(connection.issuedAt, validAfter)) : connections;
  if (ended) await Promise.all(connections.filter((connection) => !open.includes(connection)).map((connection) => signOut(connection, 'session-ended')));
  if (!open.length || isDeepStrictEqual(visible(before), visible(after))) return;

  const user = await presentMe(fromUserItem(after));
  await Promise.all(open.map((connection) => post(connection, { type: 'me', user: user as unknown as Record<string, unknown> })));
};

/**
 * The users table's stream consumer: each changed document goes, as GET /api/me answers it, to
 * that user's open live sockets; a disabled or deleted account's sockets get a sign-out and close.
 * Records are applied in order (push.ts `inOrder`).
 */
export const handler = inOrder(applyChange, 'A user change could not be pushed');

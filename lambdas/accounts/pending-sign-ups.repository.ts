import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { authKeys, PENDING_GOOGLE_SIGN_UPS_PK, PENDING_PASSWORD_SIGN_UPS_PK } from '../../shared/data/keys';
import { dynamo } from '../lib/clients/dynamo';
import { queryItems, queryPage, type PageCursor } from '../lib/dynamo';

/**
 * Sign-ups between their Cognito account and their user document, so that the orphan job reads only
 * these instead of listing Cognito users:
 *   - google: recorded by the pre-sign-up trigger at the federation's first sign-in;
 *   - password: recorded by the registration before AdminCreateUser, and removed by the very
 *     transaction that writes the document (users.repository `createUser`).
 * An entry expires (DynamoDB TTL) a week after it began: by then the hourly job has handled it, and
 * the TTL only sweeps what a failed run left. The trigger has only this table in its environment.
 */
const tableName = (): string => z.string().check(z.minLength(1)).parse(process.env.TABLE_AUTH);

/** A week, in seconds: far beyond the hour (password) or 24 hours (google) after which the job removes an account never registered. */
export const PENDING_SIGN_UP_TTL_SECONDS = 7 * 24 * 60 * 60;

export type SignUpKind = 'google' | 'password';

export interface PendingSignUp {
  readonly kind: SignUpKind;
  readonly username: string;
  readonly at: string;
}

const partitions: Record<SignUpKind, string> = { google: PENDING_GOOGLE_SIGN_UPS_PK, password: PENDING_PASSWORD_SIGN_UPS_PK };
const keyOf = ({ kind, at, username }: PendingSignUp) => (kind === 'google' ? authKeys.pendingGoogleSignUp(at, username) : authKeys.pendingPasswordSignUp(at, username));

/** The Put of a pending sign-up beginning `at` (alone, or in a transaction). */
export const pendingSignUpPut = (kind: SignUpKind, username: string, at: Date) => {
  const pending: PendingSignUp = { kind, username, at: at.toISOString() };
  return { pending, Put: { TableName: tableName(), Item: { ...keyOf(pending), username, at: pending.at, expiresAt: Math.floor(at.getTime() / 1000) + PENDING_SIGN_UP_TTL_SECONDS } } };
};

/** The Delete of a pending sign-up, for the transaction that completes (or undoes) it. */
export const pendingSignUpDelete = (pending: PendingSignUp) => ({ Delete: { TableName: tableName(), Key: keyOf(pending) } });

export const recordPendingSignUp = async (kind: SignUpKind, username: string, at: Date): Promise<PendingSignUp> => {
  const { pending, Put } = pendingSignUpPut(kind, username, at);
  await dynamo.send(new PutCommand(Put));
  return pending;
};

export const recordPendingGoogleSignUp = async (username: string, at: Date): Promise<void> => {
  await recordPendingSignUp('google', username, at);
};

/** The pending sign-ups of this kind that began before `cutoff`, oldest first, page by page (a Query of one partition). */
export async function* listPendingSignUpsBefore(kind: SignUpKind, cutoff: Date): AsyncGenerator<PendingSignUp> {
  const items = queryItems({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND sk < :cutoff',
    ExpressionAttributeValues: { ':pk': partitions[kind], ':cutoff': cutoff.toISOString() },
  });
  for await (const item of items) yield { kind, username: String(item.username), at: String(item.at) };
}

/** One page of `listPendingSignUpsBefore` from `cursor`, for the clean-up job's workers. */
export const pendingSignUpsBeforePage = async (kind: SignUpKind, cutoff: Date, cursor: PageCursor | undefined, limit = 100): Promise<{ pending: PendingSignUp[]; next?: PageCursor }> => {
  const { items, next } = await queryPage(
    {
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk < :cutoff',
      ExpressionAttributeValues: { ':pk': partitions[kind], ':cutoff': cutoff.toISOString() },
      Limit: limit,
    },
    cursor,
  );
  return { pending: items.map((item) => ({ kind, username: String(item.username), at: String(item.at) })), ...(next ? { next } : {}) };
};

export const forgetPendingSignUp = async (pending: PendingSignUp): Promise<void> => {
  await dynamo.send(new DeleteCommand(pendingSignUpDelete(pending).Delete));
};

import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { authKeys, PENDING_GOOGLE_SIGN_UPS_PK } from '../../shared/data/keys';
import { dynamo } from '../lib/clients/dynamo';

/**
 * Google sign-ups between the federation's first sign-in (the pre-sign-up trigger records them) and
 * their registration, so that the orphan job reads only these instead of listing every Cognito user.
 * An entry expires (DynamoDB TTL) a week after it began: by then the hourly job has handled it, and
 * the TTL only sweeps what a failed run left. The trigger has only this table in its environment.
 */
const tableName = (): string => z.string().check(z.minLength(1)).parse(process.env.TABLE_AUTH);

/** A week, in seconds: far beyond the 24 hours after which the job removes an unregistered account. */
export const PENDING_SIGN_UP_TTL_SECONDS = 7 * 24 * 60 * 60;

export interface PendingGoogleSignUp {
  readonly username: string;
  readonly at: string;
}

export const recordPendingGoogleSignUp = async (username: string, at: Date): Promise<void> => {
  const iso = at.toISOString();
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...authKeys.pendingGoogleSignUp(iso, username), username, at: iso, expiresAt: Math.floor(at.getTime() / 1000) + PENDING_SIGN_UP_TTL_SECONDS },
    }),
  );
};

/** The pending sign-ups that began before `cutoff`, oldest first, page by page. */
export async function* listPendingGoogleSignUpsBefore(cutoff: Date): AsyncGenerator<PendingGoogleSignUp> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND sk < :cutoff',
        ExpressionAttributeValues: { ':pk': PENDING_GOOGLE_SIGN_UPS_PK, ':cutoff': cutoff.toISOString() },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) yield { username: String(item.username), at: String(item.at) };
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

export const forgetPendingGoogleSignUp = async (pending: PendingGoogleSignUp): Promise<void> => {
  await dynamo.send(new DeleteCommand({ TableName: tableName(), Key: authKeys.pendingGoogleSignUp(pending.at, pending.username) }));
};

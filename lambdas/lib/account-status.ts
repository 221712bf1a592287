import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AuthLevel } from '../../shared/routes';
import type { Caller } from './auth';
import { dynamo } from './clients/dynamo';
import { env } from './env';
import { forbidden, HttpError } from './errors';

/** What the middleware reads of the caller's document on every signed-in request (one GetItem). */
export const ACCOUNT_STATE_PROJECTION = 'uid, disabled, userType, tokensValidAfter';

export interface AccountState {
  exists: boolean;
  disabled: boolean;
  admin: boolean;
  /** Epoch milliseconds: tokens issued up to this instant's second are refused (lambdas/users/sessions). */
  tokensValidAfter?: number;
}

export const readAccountState = async (uid: string): Promise<AccountState> => {
  const result = await dynamo.send(new GetCommand({ TableName: env().TABLE_USERS, Key: { uid }, ProjectionExpression: ACCOUNT_STATE_PROJECTION, ConsistentRead: true }));
  const item = result.Item;
  return {
    exists: item !== undefined,
    disabled: item?.disabled === true,
    admin: item?.userType === 'admin',
    ...(typeof item?.tokensValidAfter === 'number' ? { tokensValidAfter: item.tokensValidAfter } : {}),
  };
};

/**
 * Whether a token issued at `issuedAtSeconds` (JWT seconds) predates the end of the sessions at
 * `validAfterMs`. Tokens only know their second, so a token of the very second of the end is
 * refused too; whoever ends the sessions of a user who signs in again next (sign-out, reset)
 * answers only once that second is over (`waitForNextSecond`), so the new sign-in is accepted.
 */
export const issuedBeforeSessionsEnded = (issuedAtSeconds: number | undefined, validAfterMs: number | undefined): boolean => {
  if (validAfterMs === undefined) return false;
  if (issuedAtSeconds === undefined) return true;
  return issuedAtSeconds <= Math.floor(validAfterMs / 1000);
};

/** Resolves once the second of `instantMs` is over. */
export const waitForNextSecond = (instantMs: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, (Math.floor(instantMs / 1000) + 1) * 1000 - Date.now())));

/** A Google account that has not completed its registration yet has no document; any other account has one. */
const mayLackDocument = (caller: Caller): boolean => caller.username.toLowerCase().startsWith('google_');

/**
 * The server's own word on a signed-in caller, beside the token: the account must not be
 * disabled, its sessions must not have been ended after the token was issued, a token of a
 * deleted account (no document) is refused, and an admin route needs a document that says
 * `userType: admin` besides the group claim.
 */
export const checkCaller = async (caller: Caller, auth: Exclude<AuthLevel, 'public'>): Promise<void> => {
  if (auth === 'admin' && !caller.isAdmin) throw forbidden();
  const state = await readAccountState(caller.uid);
  if (!state.exists) {
    if (auth === 'admin') throw forbidden();
    if (!mayLackDocument(caller)) throw new HttpError(401, 'session-ended');
    return;
  }
  if (issuedBeforeSessionsEnded(caller.issuedAt, state.tokensValidAfter)) throw new HttpError(401, 'session-ended');
  if (state.disabled) throw new HttpError(403, 'user-disabled');
  if (auth === 'admin' && !state.admin) throw forbidden();
};

import type { AuthLevel } from '../../shared/routes';
import type { Caller } from './auth';
import { forbidden, HttpError } from './errors';
import { getUserItem, type UserItem } from './user-document.repository';

/**
 * The caller's user document as stored, read once per signed-in request by the middleware and
 * handed to the handler (lib/http.ts), so that a handler never reads it a second time.
 */
export type CallerDocument = UserItem;

export interface AccountState {
  exists: boolean;
  disabled: boolean;
  admin: boolean;
  /** The document's `userType`: the route levels `client` and `enterprise` need theirs. */
  userType?: string;
  /** Epoch milliseconds: tokens issued up to this instant's second are refused (an admin's sign-out of every session: lambdas/users/user-management.repository.ts). */
  tokensValidAfter?: number;
}

export const accountStateOf = (item: Record<string, unknown> | undefined): AccountState => ({
  exists: item !== undefined,
  disabled: item?.disabled === true,
  admin: item?.userType === 'admin',
  ...(typeof item?.userType === 'string' ? { userType: item.userType } : {}),
  ...(typeof item?.tokensValidAfter === 'number' ? { tokensValidAfter: item.tokensValidAfter } : {}),
});

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

export interface CallerCheck {
  /** The route serves a Google account between its first sign-in and its registration (`registering` in the route table). */
  registering?: boolean;
}

/**
 * The server's own word on a signed-in caller, beside the token: the account must not be
 * disabled, its sessions must not have been ended after the token was issued, a token of a
 * deleted account (no document) is refused, and an admin route needs a document that says
 * `userType: admin` besides the group claim and the second factor's mark (`twoFactor`), and a
 * `client` or `enterprise` route a document of that type. Only a registration route lets a Google account
 * through without a document: elsewhere a deleted Google account's token is refused like any other.
 * Answers the document it read, for the handler.
 */
export const checkCaller = async (caller: Caller, auth: Exclude<AuthLevel, 'public'>, check: CallerCheck = {}): Promise<CallerDocument | undefined> => {
  if (auth === 'admin' && !caller.isAdmin) throw forbidden();
  const document = await getUserItem(caller.uid);
  const state = accountStateOf(document);
  if (!state.exists) {
    if (auth === 'admin') throw forbidden();
    if (!(check.registering === true && mayLackDocument(caller))) throw new HttpError(401, 'session-ended');
    return undefined;
  }
  if (issuedBeforeSessionsEnded(caller.issuedAt, state.tokensValidAfter)) throw new HttpError(401, 'session-ended');
  if (state.disabled) throw new HttpError(403, 'user-disabled');
  if (auth === 'admin' && !state.admin) throw forbidden();
  // An admin reads RUTs, CVs and households: nothing of it without the second factor at sign-in.
  if (auth === 'admin' && document?.twoFactor !== 'totp') throw new HttpError(403, 'two-factor-required');
  // A person's routes refuse a company and a company's routes refuse a person (and an admin: admins moderate through admin routes).
  if ((auth === 'client' || auth === 'enterprise') && state.userType !== auth) throw forbidden();
  return document;
};

/**
 * Google sign-in and Google registration (spec §2, §4, §8) through Cognito's hosted UI: Amplify's
 * redirect sign-in, then our own rules once the browser is back on /login. Loaded statically by the
 * auth screens; Amplify itself only with `import()`.
 *
 * What the user was doing (sign-in or registration, where to go after) travels twice: in Amplify's
 * `customState`, which comes back with a successful redirect, and in sessionStorage, which also
 * survives a failed or cancelled one (the hosted UI answers those without the custom state).
 */
import type { GoogleProfile, GoogleRegisterBody } from '@shared/federation';
import { messages } from '@shared/messages';
import { routes } from '@shared/routes';
import type { UserDocument } from '@shared/user';
import { apiRequest } from '../../lib/api-client';
import { runtimeConfig } from '../../lib/runtime-config';
import { stampActivity } from './activity';
import { errorField, GoogleAuthError, googleErrorMessage } from './auth-errors';
import { saveRedirect } from './redirect';
import { fetchUserDocument, setUser } from './session-actions';

export type GoogleIntent = 'login' | 'register';

export interface GoogleAttempt {
  readonly intent: GoogleIntent;
  /** The `?redirect=` the login screen was given, to go to after sign-in. */
  readonly redirect: string | null;
  /** `/register?role=enterprise`, kept through the redirect. */
  readonly enterprise: boolean;
  /** Set on the automatic second try after Cognito linked the identity (AWS fails the first). */
  readonly retried?: boolean;
}

export type GoogleOutcome =
  | { kind: 'signed-in'; user: UserDocument }
  | { kind: 'register'; attempt: GoogleAttempt }
  | { kind: 'error'; intent: GoogleIntent; message: string }
  | { kind: 'redirecting' }
  | { kind: 'none' };

const ATTEMPT_KEY = 'google_auth_attempt';
const NOTICE_KEY = 'google_auth_notice';
/** A notice waits this long for the page it is meant for (after the hosted UI's sign-out redirect). */
const NOTICE_TTL_MS = 60_000;
/** How long the page waits for Amplify to finish a code exchange. */
const COMPLETION_TIMEOUT_MS = 20_000;

const authClient = () => import('./auth-client');

const readJson = (key: string): unknown => {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : undefined;
  } catch {
    return undefined;
  }
};
const writeJson = (key: string, value: unknown): void => {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Blocked storage: the custom state still carries the attempt on success.
  }
};
const remove = (key: string): void => {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // nothing stored
  }
};

const isAttempt = (value: unknown): value is GoogleAttempt =>
  typeof value === 'object' && value !== null && 'intent' in value && (value.intent === 'login' || value.intent === 'register');

const savedAttempt = (): GoogleAttempt | undefined => {
  const value = readJson(ATTEMPT_KEY);
  return isAttempt(value) ? value : undefined;
};

const parseAttempt = (text: string | undefined): GoogleAttempt | undefined => {
  try {
    const value: unknown = text ? JSON.parse(text) : undefined;
    return isAttempt(value) ? value : undefined;
  } catch {
    return undefined;
  }
};

/** A message for the screen of an intent, shown by that screen when it next opens (see `googleNotice`). */
export const leaveGoogleNotice = (intent: GoogleIntent, message: string): void => writeJson(NOTICE_KEY, { intent, message, at: Date.now() });

interface Notice {
  intent: GoogleIntent;
  message: string;
  at: number;
}
const isNotice = (value: unknown): value is Notice =>
  typeof value === 'object' && value !== null && 'intent' in value && 'message' in value && 'at' in value && typeof value.message === 'string' && typeof value.at === 'number';

/** The notice left for this screen, if fresh; the screen forgets it once shown (`forgetGoogleNotice`). */
export const googleNotice = (intent: GoogleIntent): string | undefined => {
  if (typeof window === 'undefined') return undefined;
  const notice = readJson(NOTICE_KEY);
  return isNotice(notice) && notice.intent === intent && Date.now() - notice.at < NOTICE_TTL_MS ? notice.message : undefined;
};

export const forgetGoogleNotice = (intent: GoogleIntent): void => {
  const notice = readJson(NOTICE_KEY);
  if (isNotice(notice) && notice.intent === intent) remove(NOTICE_KEY);
};

/** Whether this page came back from the hosted UI, or this tab left for it. */
export const isGoogleReturn = (): boolean => {
  if (typeof window === 'undefined') return false;
  const search = new URLSearchParams(window.location.search);
  return (search.has('code') && search.has('state')) || search.has('error') || savedAttempt() !== undefined;
};

/** Whether the Google button makes sense: the stage has a hosted UI domain. */
export const googleSignInAvailable = async (): Promise<boolean> => Boolean((await runtimeConfig()).oauthDomain);

let leaving = false;

/** Another redirect of this browser under way (Amplify's own flag, shared by the tabs, with its deadline). */
const redirectUnderWay = async (): Promise<boolean> => {
  if (leaving) return true;
  const { userPoolClientId } = await runtimeConfig();
  const prefix = `CognitoIdentityServiceProvider.${userPoolClientId}`;
  try {
    if (window.localStorage.getItem(`${prefix}.inflightOAuth`) !== 'true') return false;
    const deadline = Number(window.localStorage.getItem(`${prefix}.inflightOAuthDeadline`));
    return !Number.isFinite(deadline) || deadline === 0 || deadline > Date.now();
  } catch {
    return false;
  }
};

/**
 * Leaves for Google. A browser already signed in (a Google account whose registration was not
 * finished) is not sent again: its session is settled for this intent at once.
 */
export const startGoogleSignIn = async (attempt: GoogleAttempt): Promise<GoogleOutcome> => {
  if (!navigator.onLine) throw new GoogleAuthError('network');
  if (!(await googleSignInAvailable())) throw new GoogleAuthError('unavailable');
  if (await redirectUnderWay()) throw new GoogleAuthError('in-progress');
  const client = await authClient();
  if (await client.currentIdToken()) return settleGoogleSession(attempt);
  leaving = true;
  writeJson(ATTEMPT_KEY, attempt);
  try {
    await client.startGoogleRedirect(JSON.stringify(attempt));
  } catch (error) {
    leaving = false;
    remove(ATTEMPT_KEY);
    throw error;
  }
  return { kind: 'redirecting' };
};

/** Cognito's answer to the first sign-in after its pre-sign-up trigger linked the identity. */
const isLinkedRetry = (error: unknown): boolean => /already found an entry for username/i.test(errorField(error, 'message'));

let completion: Promise<GoogleOutcome> | undefined;

/** Finishes the redirect that brought the page back, then applies spec §4 to the session. Once, however often asked. */
export const completeGoogleSignIn = (): Promise<GoogleOutcome> =>
  (completion ??= finishRedirect().finally(() => {
    completion = undefined;
  }));

const finishRedirect = async (): Promise<GoogleOutcome> => {
  const client = await authClient();
  const result = await client.redirectResult(COMPLETION_TIMEOUT_MS);
  const saved = savedAttempt();
  remove(ATTEMPT_KEY);
  leaving = false;
  client.forgetRedirectResult();
  if (!result) return saved ? { kind: 'error', intent: saved.intent, message: googleErrorMessage(new Error('timeout'), saved.intent) } : { kind: 'none' };
  if (result.kind === 'failed') {
    if (saved && !saved.retried && isLinkedRetry(result.error)) return startGoogleSignIn({ ...saved, retried: true });
    const intent = saved?.intent ?? 'login';
    console.error('Google sign-in failed', result.error);
    return { kind: 'error', intent, message: googleErrorMessage(result.error, intent) };
  }
  return settleGoogleSession(parseAttempt(result.customState) ?? saved ?? { intent: 'login', redirect: null, enterprise: false });
};

/**
 * A Google session and the user document: a registered user is signed in and follows the redirect
 * rules; a registration goes on to the form; a sign-in without a registration removes the account
 * the federation just made, signs the browser out and says 'Este usuario no está registrado.'.
 */
const settleGoogleSession = async (attempt: GoogleAttempt): Promise<GoogleOutcome> => {
  let user: UserDocument | null;
  try {
    user = await fetchUserDocument();
  } catch (error) {
    return { kind: 'error', intent: attempt.intent, message: googleErrorMessage(error, attempt.intent) };
  }
  if (user) {
    saveRedirect(attempt.redirect);
    stampActivity();
    setUser(user);
    return { kind: 'signed-in', user };
  }
  if (attempt.intent === 'register') return { kind: 'register', attempt };

  try {
    await apiRequest(routes.deleteFederatedAccount);
  } catch (error) {
    // A linked e-mail account is not deleted (403); the browser is signed out all the same.
    console.error('Could not remove the unregistered Google account', error);
  }
  // The hosted UI's sign-out comes back to /login, where the notice is shown again.
  leaveGoogleNotice('login', messages['google/not-registered']);
  const client = await authClient();
  await client.signOutOfCognito().catch((error: unknown) => console.error('Sign-out failed', error));
  return { kind: 'error', intent: 'login', message: messages['google/not-registered'] };
};

/** GET /api/register/google: the e-mail and names to prefill in Google mode. */
export const loadGoogleProfile = async (): Promise<GoogleProfile> => apiRequest(routes.getGoogleRegistration);

/** POST /api/register/google, then the session: the route guard goes on to /dashboard. */
export const completeGoogleRegistration = async (body: GoogleRegisterBody): Promise<UserDocument> => {
  const user = await apiRequest(routes.completeGoogleRegistration, { body });
  stampActivity();
  setUser(user);
  return user;
};

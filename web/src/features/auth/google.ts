import { type GoogleRegisterBody, completeGoogleRegistrationRoute } from '@shared/contracts/accounts/post-register-google';
import { type GoogleRegisterCompanyBody, completeGoogleCompanyRegistrationRoute } from '@shared/contracts/accounts/post-register-google-company';
import { deleteFederatedAccountRoute } from '@shared/contracts/accounts/delete-federated-account';
import { getGoogleRegistrationRoute } from '@shared/contracts/accounts/get-register-google';
/**
 * Google sign-in and Google registration (spec §2, §4, §8) through Cognito's hosted UI: Amplify's
 * redirect sign-in, then our own rules once the browser is back on /login. The auth screens load it with
 * `import()` when a Google flow starts or comes back (what they read at once is in `google-notice.ts`).
 *
 * What the user was doing (sign-in or registration, where to go after) travels twice: in Amplify's
 * `customState`, which comes back with a successful redirect, and in sessionStorage, which also
 * survives a failed or cancelled one (the hosted UI answers those without the custom state).
 */
import type { GoogleProfile } from '@shared/federation';
import { messages } from '@shared/messages';
import type { UserDocument } from '@shared/user';
import { apiRequest } from '../../lib/api-client';
import { runtimeConfig } from '../../lib/runtime-config';
import { stampActivity } from './activity';
import { errorField, GoogleAuthError, googleErrorMessage } from './auth-errors';
import { saveRedirect } from './redirect';
import { ATTEMPT_KEY, isAttempt, leaveGoogleNotice, remove, savedAttempt, writeJson, type GoogleAttempt, type GoogleIntent } from './google-notice';
import { fetchUserDocument, setUser } from './session-actions';

export { forgetGoogleNotice, googleNotice, isGoogleReturn, leaveGoogleNotice, type GoogleAttempt, type GoogleIntent } from './google-notice';

export type GoogleOutcome =
  | { kind: 'signed-in'; user: UserDocument }
  | { kind: 'register'; attempt: GoogleAttempt }
  | { kind: 'error'; intent: GoogleIntent; message: string }
  | { kind: 'redirecting' }
  | { kind: 'none' };

/** How long the page waits for Amplify to finish a code exchange. */
const COMPLETION_TIMEOUT_MS = 20_000;

const authClient = () => import('./auth-client');

const parseAttempt = (text: string | undefined): GoogleAttempt | undefined => {
  try {
    const value: unknown = text ? JSON.parse(text) : undefined;
    return isAttempt(value) ? value : undefined;
  } catch {
    return undefined;
  }
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
    void setUser(user);
    return { kind: 'signed-in', user };
  }
  if (attempt.intent === 'register') return { kind: 'register', attempt };

  try {
    await apiRequest(deleteFederatedAccountRoute);
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
export const loadGoogleProfile = async (): Promise<GoogleProfile> => apiRequest(getGoogleRegistrationRoute);

/** POST /api/register/google, then the session: the route guard goes on to /dashboard. */
export const completeGoogleRegistration = async (body: GoogleRegisterBody): Promise<UserDocument> => {
  const user = await apiRequest(completeGoogleRegistrationRoute, { body });
  stampActivity();
  void setUser(user);
  return user;
};

/** The same for a company (`/register?role=enterprise&modo=google`). */
export const completeGoogleCompanyRegistration = async (body: GoogleRegisterCompanyBody): Promise<UserDocument> => {
  const user = await apiRequest(completeGoogleCompanyRegistrationRoute, { body });
  stampActivity();
  void setUser(user);
  return user;
};

/**
 * What the auth screens read of a Google sign-in at once, before anything is loaded: whether this page
 * came back from the hosted UI, and the message left for it. Only sessionStorage and the address bar;
 * the flows themselves (`google.ts`, with the session and Amplify) load when a screen needs them.
 */

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

export const ATTEMPT_KEY = 'google_auth_attempt';
const NOTICE_KEY = 'google_auth_notice';
/** A notice waits this long for the page it is meant for (after the hosted UI's sign-out redirect). */
const NOTICE_TTL_MS = 60_000;

const readJson = (key: string): unknown => {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : undefined;
  } catch {
    return undefined;
  }
};
export const writeJson = (key: string, value: unknown): void => {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Blocked storage: the custom state still carries the attempt on success.
  }
};
export const remove = (key: string): void => {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // nothing stored
  }
};

export const isAttempt = (value: unknown): value is GoogleAttempt =>
  typeof value === 'object' && value !== null && 'intent' in value && (value.intent === 'login' || value.intent === 'register');

export const savedAttempt = (): GoogleAttempt | undefined => {
  const value = readJson(ATTEMPT_KEY);
  return isAttempt(value) ? value : undefined;
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


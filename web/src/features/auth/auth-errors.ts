/**
 * Every error of the auth screens as the Spanish text of product §8, in one place: Cognito's answers to a
 * sign-in (AWS and cognito-local say different things for the same case; both are mapped to the same
 * text), Google's redirect sign-in, registration, and the server-answered screens (recovery, reset).
 * Nothing here returns an error's own text unless it is one of our API's Spanish messages.
 */
import { federationRefusalMessages, parseFederationRefusal } from '@shared/federation';
import { messages } from '@shared/messages';
import { ApiError } from '../../lib/api-client';

/** A Google sign-in that could not start; its code picks the message of product §8. */
export class GoogleAuthError extends Error {
  constructor(readonly code: 'in-progress' | 'network' | 'unavailable') {
    super(code);
    this.name = 'GoogleAuthError';
  }
}

/** An error's `name` or `message`, whatever was thrown. */
export const errorField = (error: unknown, name: 'name' | 'message'): string => {
  if (typeof error !== 'object' || error === null || !(name in error)) return '';
  const value = (error as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
};

/** Amplify's `NetworkError`, or the browser's failed fetch. */
const isNetworkFailure = (error: unknown): boolean => {
  const name = errorField(error, 'name');
  return name === 'NetworkError' || (name === 'TypeError' && /fetch|network|load failed/i.test(errorField(error, 'message'))) || (error instanceof ApiError && error.code === 'network');
};

/** Cognito's answers to too many attempts, at sign-in and at the second factor alike. */
const throttlingErrors = new Set(['TooManyRequestsException', 'LimitExceededException', 'TooManyFailedAttemptsException']);
const isThrottled = (error: unknown): boolean => throttlingErrors.has(errorField(error, 'name'));

/**
 * Product §8, Login. Decisions, so that local and AWS show the same text for the same case:
 * - A wrong password or an unknown e-mail is 'Usuario o contraseña incorrecta.' (auth/invalid-credential).
 *   AWS answers both with NotAuthorizedException 'Incorrect username or password.' (the app client
 *   prevents user-existence errors); cognito-local answers InvalidPasswordException and
 *   NotAuthorizedException 'User not authorized'. 'Usuario no encontrado.' and 'Contraseña incorrecta.'
 *   would tell who has an account, so they are never shown (and 'Contraseña incorrecta.' is not in the catalogue).
 * - 'User is disabled.' (AWS), and our API's refusal of a disabled account (cognito-local lets it sign in): disabled.
 * - Throttling, on either side, and AWS's 'Password attempts exceeded': too many requests.
 * - A username Cognito refuses (InvalidParameterException), or an empty one (Amplify): invalid e-mail.
 * - Everything else, network failures included (the Login table has no network row): 'any other'.
 */
export const signInErrorMessage = (error: unknown): string => {
  const message = errorField(error, 'message');
  if (isThrottled(error)) return messages['too-many-requests'];
  switch (errorField(error, 'name')) {
    case 'NotAuthorizedException':
      if (/disabled/i.test(message)) return messages['user-disabled'];
      if (/attempts exceeded/i.test(message)) return messages['too-many-requests'];
      return messages['login/invalid-credential'];
    case 'UserDisabledException':
      return messages['user-disabled'];
    case 'InvalidParameterException':
    case 'EmptySignInUsername':
      return messages['login/invalid-email'];
    default:
      return messages['login/invalid-credential'];
  }
};

/**
 * The authenticator app's code, at sign-in (Cognito's SOFTWARE_TOKEN_MFA challenge) and when it is set
 * up (VerifySoftwareToken): a wrong code (CodeMismatchException; AWS's VerifySoftwareToken says
 * EnableSoftwareTokenMFAException), a sign-in session past its few minutes (NotAuthorizedException),
 * throttling; our API's own message when it refused; else `fallback`.
 */
export const twoFactorErrorMessage = (error: unknown, fallback: string): string => {
  if (error instanceof ApiError) return error.message || fallback;
  if (isNetworkFailure(error)) return messages.network;
  if (isThrottled(error)) return messages['too-many-requests'];
  switch (errorField(error, 'name')) {
    case 'CodeMismatchException':
    case 'EnableSoftwareTokenMFAException':
      return messages['two-factor/code-mismatch'];
    case 'NotAuthorizedException':
    case 'ExpiredCodeException':
      return messages['two-factor/session-expired'];
    default:
      return fallback;
  }
};

/**
 * Product §8, Register: our API's Spanish message (e-mail in use, weak password, invalid e-mail, the
 * network message), else the network text, else the generic one; never a library's English text.
 */
export const registerErrorMessage = (error: unknown): string => {
  if (error instanceof ApiError) return error.message || messages['register/failed'];
  if (isNetworkFailure(error)) return messages.network;
  return messages['register/failed'];
};

/**
 * Product §8, Google login and Google register: cancelled by the user, a second attempt while one is
 * under way, no network, anything else; plus our own messages for a refused first sign-in.
 */
export const googleErrorMessage = (error: unknown, intent: 'login' | 'register'): string => {
  const fallback = intent === 'register' ? messages['google/register-failed'] : messages['google/login-failed'];
  if (error instanceof GoogleAuthError) {
    if (error.code === 'in-progress') return messages['google/cancelled-request'];
    if (error.code === 'network') return messages.network;
    return fallback;
  }
  if (isNetworkFailure(error)) return messages.network;
  if (error instanceof ApiError) return fallback;
  const message = errorField(error, 'message');
  const refusal = parseFederationRefusal(message);
  if (refusal) return federationRefusalMessages[refusal];
  if (/access_denied|cancel/i.test(message)) return messages['google/cancelled-by-user'];
  return fallback;
};

/**
 * Product §8, Recovery and Reset: "the server's message field, else" the screen's own text. Only an
 * answer of our API has a message field: a network failure, or a server error, gets the fallback.
 */
export const serverMessageOr = (error: unknown, fallback: string, hidden: readonly string[] = ['internal']): string =>
  error instanceof ApiError && error.status > 0 && error.code !== 'network' && !hidden.includes(error.code) && error.message ? error.message : fallback;

import { federationRefusalMessages } from '@shared/federation';
import { messages } from '@shared/messages';
import { ApiError } from '../../lib/api-client';
import { GoogleAuthError, googleErrorMessage, registerErrorMessage, serverMessageOr, signInErrorMessage, twoFactorErrorMessage } from './auth-errors';

/** An error as Amplify v6 surfaces a Cognito answer: `name` is the service's error type, `message` its text. */
const cognito = (name: string, message: string) => Object.assign(new Error(message), { name });

/** InitiateAuth (USER_PASSWORD_AUTH) on AWS, with the app client's PreventUserExistenceErrors on. */
const aws = {
  wrongPassword: cognito('NotAuthorizedException', 'Incorrect username or password.'),
  unknownUser: cognito('NotAuthorizedException', 'Incorrect username or password.'),
  legacyUnknownUser: cognito('UserNotFoundException', 'User does not exist.'),
  disabled: cognito('NotAuthorizedException', 'User is disabled.'),
  attemptsExceeded: cognito('NotAuthorizedException', 'Password attempts exceeded'),
  resetRequired: cognito('PasswordResetRequiredException', 'Password reset required for the user'),
  notConfirmed: cognito('UserNotConfirmedException', 'User is not confirmed.'),
  throttled: cognito('TooManyRequestsException', 'Rate exceeded'),
  limitExceeded: cognito('LimitExceededException', 'Attempt limit exceeded, please try after some time.'),
  badEmail: cognito('InvalidParameterException', '1 validation error detected: Value at \'authParameters\' failed to satisfy constraint'),
};

/** cognito-local 5.3.0 (node_modules/cognito-local/lib/errors.js, targets/initiateAuth.js). */
const cognitoLocal = {
  wrongPassword: cognito('InvalidPasswordException', 'Invalid password'),
  unknownUser: cognito('NotAuthorizedException', 'User not authorized'),
  resetRequired: cognito('PasswordResetRequiredException', 'Password reset required'),
  notConfirmed: cognito('UserNotConfirmedException', 'User is not confirmed.'),
  missingParameters: cognito('InvalidParameterException', 'Missing required parameter authParameters'),
};

/** What Amplify itself, the browser, and our own code throw around a sign-in. */
const client = {
  emptyUsername: cognito('EmptySignInUsername', 'username is required to signIn'),
  alreadySignedIn: cognito('UserAlreadyAuthenticatedException', 'There is already a signed in user.'),
  amplifyNetwork: cognito('NetworkError', 'A network error has occurred.'),
  fetchFailed: new TypeError('Failed to fetch'),
  apiNetwork: new ApiError(0, 'network', 'Error de conexión. Verifica tu internet.'),
  apiDisabled: cognito('UserDisabledException', messages['user-disabled']),
  missingDocument: cognito('MissingUserDocument', messages['login/missing-document']),
  unexpectedStep: cognito('UnexpectedSignInStep', 'Unexpected sign-in step CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED'),
  plain: new Error('Something went wrong'),
  text: 'oops',
  nothing: undefined,
};

describe('signInErrorMessage: the same text for the same case, on AWS and on cognito-local', () => {
  test.each([
    ['wrong password', aws.wrongPassword, cognitoLocal.wrongPassword, messages['login/invalid-credential']],
    ['unknown user', aws.unknownUser, cognitoLocal.unknownUser, messages['login/invalid-credential']],
    ['password reset required', aws.resetRequired, cognitoLocal.resetRequired, messages['login/invalid-credential']],
    ['not confirmed', aws.notConfirmed, cognitoLocal.notConfirmed, messages['login/invalid-credential']],
    ['bad or missing e-mail', aws.badEmail, cognitoLocal.missingParameters, messages['login/invalid-email']],
  ])('%s', (_case, onAws, onLocal, expected) => {
    expect(signInErrorMessage(onAws)).toBe(expected);
    expect(signInErrorMessage(onLocal)).toBe(expected);
  });

  test('a disabled account: AWS says so at sign-in, locally our API refuses it after', () => {
    expect(signInErrorMessage(aws.disabled)).toBe(messages['user-disabled']);
    expect(signInErrorMessage(client.apiDisabled)).toBe(messages['user-disabled']);
  });

  test('throttling', () => {
    for (const error of [aws.throttled, aws.limitExceeded, aws.attemptsExceeded]) expect(signInErrorMessage(error)).toBe(messages['too-many-requests']);
  });

  test("'any other', network failures and a missing user document included", () => {
    for (const error of [aws.legacyUnknownUser, client.amplifyNetwork, client.fetchFailed, client.apiNetwork, client.missingDocument, client.unexpectedStep, client.plain, client.text, client.nothing]) {
      expect(signInErrorMessage(error)).toBe(messages['login/invalid-credential']);
    }
    expect(signInErrorMessage(client.emptyUsername)).toBe(messages['login/invalid-email']);
  });
});

describe('googleErrorMessage', () => {
  test.each([
    ['login', messages['google/login-failed']],
    ['register', messages['google/register-failed']],
  ] as const)('%s: cancel, a second attempt, the network, a refusal, anything else', (intent, fallback) => {
    expect(googleErrorMessage(new Error('access_denied'), intent)).toBe(messages['google/cancelled-by-user']);
    expect(googleErrorMessage(new GoogleAuthError('in-progress'), intent)).toBe(messages['google/cancelled-request']);
    expect(googleErrorMessage(new GoogleAuthError('network'), intent)).toBe(messages.network);
    expect(googleErrorMessage(client.amplifyNetwork, intent)).toBe(messages.network);
    expect(googleErrorMessage(client.apiNetwork, intent)).toBe(messages.network);
    expect(googleErrorMessage(new GoogleAuthError('unavailable'), intent)).toBe(fallback);
    expect(googleErrorMessage(new ApiError(500, 'internal', 'x'), intent)).toBe(fallback);
    expect(googleErrorMessage(client.plain, intent)).toBe(fallback);
  });
});

describe('registerErrorMessage', () => {
  test("our API's Spanish message, the network text, else the generic text", () => {
    expect(registerErrorMessage(new ApiError(409, 'email-already-in-use', messages['email-already-in-use']))).toBe(messages['email-already-in-use']);
    expect(registerErrorMessage(client.apiNetwork)).toBe(messages.network);
    expect(registerErrorMessage(client.amplifyNetwork)).toBe(messages.network);
    expect(registerErrorMessage(aws.throttled)).toBe(messages['register/failed']);
    expect(registerErrorMessage(client.plain)).toBe(messages['register/failed']);
  });
});

describe('serverMessageOr (recovery and reset)', () => {
  test("the server's message, else the screen's own text: never the network text", () => {
    expect(serverMessageOr(new ApiError(429, 'too-many-requests', 'Demasiadas solicitudes.'), messages['recovery/failure'])).toBe('Demasiadas solicitudes.');
    expect(serverMessageOr(client.apiNetwork, messages['recovery/failure'])).toBe(messages['recovery/failure']);
    expect(serverMessageOr(new ApiError(500, 'internal', 'Error interno.'), messages['reset/failure'])).toBe(messages['reset/failure']);
    expect(serverMessageOr(new ApiError(400, 'bad-request', 'Solicitud inválida.'), messages['reset/failure'], ['internal', 'bad-request'])).toBe(messages['reset/failure']);
    expect(serverMessageOr(client.fetchFailed, messages['reset/failure'])).toBe(messages['reset/failure']);
  });
});

describe('no English reaches the screen', () => {
  const spanishTexts = new Set<string>([
    // The catalogue's texts, but for the one raised internally and never shown (product §4, Login).
    ...Object.values(messages).filter((text) => text !== messages['login/missing-document']),
    ...Object.values(federationRefusalMessages),
    messages['recovery/failure'],
    messages['reset/failure'],
  ]);
  const everyError: unknown[] = [
    ...Object.values(aws),
    ...Object.values(cognitoLocal),
    ...Object.values(client),
    new ApiError(500, 'internal', 'Error interno del servidor.'),
    { name: 'OAuthSignOutException', message: 'An error occurred when attempting to log out from OAuth provider.' },
    new Error('invalid_grant'),
    new Error('timeout'),
  ];

  test('every error, through every map, gives a text of the catalogue', () => {
    for (const error of everyError) {
      const texts = [
        signInErrorMessage(error),
        googleErrorMessage(error, 'login'),
        googleErrorMessage(error, 'register'),
        registerErrorMessage(error),
        serverMessageOr(error, messages['recovery/failure']),
        serverMessageOr(error, messages['reset/failure'], ['internal', 'bad-request']),
      ];
      for (const text of texts) {
        const fromApi = error instanceof ApiError && text === error.message;
        expect(fromApi || spanishTexts.has(text)).toBe(true);
      }
    }
  });
});

describe('the second factor\'s messages', () => {
  const fallback = messages['two-factor/failed'];
  it.each([
    ['a wrong code at sign-in (RespondToAuthChallenge)', cognito('CodeMismatchException', 'Invalid code received for user'), messages['two-factor/code-mismatch']],
    ['a wrong code at setup on AWS (VerifySoftwareToken)', cognito('EnableSoftwareTokenMFAException', 'Code mismatch'), messages['two-factor/code-mismatch']],
    ['a sign-in session past its minutes', cognito('NotAuthorizedException', 'Invalid session for the user, session is expired.'), messages['two-factor/session-expired']],
    ['too many codes', cognito('TooManyRequestsException', 'Rate exceeded'), messages['too-many-requests']],
    ['our API\'s refusal', new ApiError(409, 'two-factor-not-verified', messages['two-factor-not-verified']), messages['two-factor-not-verified']],
    ['anything else, never its English text', cognito('InternalErrorException', 'Something broke'), fallback],
  ])('%s', (_case, error, expected) => {
    expect(twoFactorErrorMessage(error, fallback)).toBe(expected);
  });
});

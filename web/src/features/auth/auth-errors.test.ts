import { federationRefusalMessages } from '@shared/federation';
import { googleMessages, loginMessages, recoveryMessages, registerMessages, resetMessages } from '@shared/messages';
import { ApiError } from '../../lib/api-client';
import { GoogleAuthError, googleErrorMessage, registerErrorMessage, serverMessageOr, signInErrorMessage } from './auth-errors';

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
  apiDisabled: cognito('UserDisabledException', loginMessages.userDisabled),
  missingDocument: cognito('MissingUserDocument', loginMessages.missingDocument),
  unexpectedStep: cognito('UnexpectedSignInStep', 'Unexpected sign-in step CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED'),
  plain: new Error('Something went wrong'),
  text: 'oops',
  nothing: undefined,
};

describe('signInErrorMessage: the same text for the same case, on AWS and on cognito-local', () => {
  test.each([
    ['wrong password', aws.wrongPassword, cognitoLocal.wrongPassword, loginMessages.invalidCredential],
    ['unknown user', aws.unknownUser, cognitoLocal.unknownUser, loginMessages.invalidCredential],
    ['password reset required', aws.resetRequired, cognitoLocal.resetRequired, loginMessages.invalidCredential],
    ['not confirmed', aws.notConfirmed, cognitoLocal.notConfirmed, loginMessages.invalidCredential],
    ['bad or missing e-mail', aws.badEmail, cognitoLocal.missingParameters, loginMessages.invalidEmail],
  ])('%s', (_case, onAws, onLocal, expected) => {
    expect(signInErrorMessage(onAws)).toBe(expected);
    expect(signInErrorMessage(onLocal)).toBe(expected);
  });

  test('a disabled account: AWS says so at sign-in, locally our API refuses it after', () => {
    expect(signInErrorMessage(aws.disabled)).toBe(loginMessages.userDisabled);
    expect(signInErrorMessage(client.apiDisabled)).toBe(loginMessages.userDisabled);
  });

  test('throttling', () => {
    for (const error of [aws.throttled, aws.limitExceeded, aws.attemptsExceeded]) expect(signInErrorMessage(error)).toBe(loginMessages.tooManyRequests);
  });

  test("'any other', network failures and a missing user document included", () => {
    for (const error of [aws.legacyUnknownUser, client.amplifyNetwork, client.fetchFailed, client.apiNetwork, client.missingDocument, client.unexpectedStep, client.plain, client.text, client.nothing]) {
      expect(signInErrorMessage(error)).toBe(loginMessages.invalidCredential);
    }
    expect(signInErrorMessage(client.emptyUsername)).toBe(loginMessages.invalidEmail);
  });
});

describe('googleErrorMessage', () => {
  test.each([
    ['login', googleMessages.loginFailed],
    ['register', googleMessages.registerFailed],
  ] as const)('%s: cancel, a second attempt, the network, a refusal, anything else', (intent, fallback) => {
    expect(googleErrorMessage(new Error('access_denied'), intent)).toBe(googleMessages.cancelledByUser);
    expect(googleErrorMessage(new GoogleAuthError('in-progress'), intent)).toBe(googleMessages.cancelledRequest);
    expect(googleErrorMessage(new GoogleAuthError('network'), intent)).toBe(googleMessages.network);
    expect(googleErrorMessage(client.amplifyNetwork, intent)).toBe(googleMessages.network);
    expect(googleErrorMessage(client.apiNetwork, intent)).toBe(googleMessages.network);
    expect(googleErrorMessage(new GoogleAuthError('unavailable'), intent)).toBe(fallback);
    expect(googleErrorMessage(new ApiError(500, 'internal', 'x'), intent)).toBe(fallback);
    expect(googleErrorMessage(client.plain, intent)).toBe(fallback);
  });
});

describe('registerErrorMessage', () => {
  test("our API's Spanish message, the network text, else the generic text", () => {
    expect(registerErrorMessage(new ApiError(409, 'email-already-in-use', registerMessages.emailInUse))).toBe(registerMessages.emailInUse);
    expect(registerErrorMessage(client.apiNetwork)).toBe(registerMessages.network);
    expect(registerErrorMessage(client.amplifyNetwork)).toBe(registerMessages.network);
    expect(registerErrorMessage(aws.throttled)).toBe(registerMessages.fallback);
    expect(registerErrorMessage(client.plain)).toBe(registerMessages.fallback);
  });
});

describe('serverMessageOr (recovery and reset)', () => {
  test("the server's message, else the screen's own text: never the network text", () => {
    expect(serverMessageOr(new ApiError(429, 'too-many-requests', 'Demasiadas solicitudes.'), recoveryMessages.failure)).toBe('Demasiadas solicitudes.');
    expect(serverMessageOr(client.apiNetwork, recoveryMessages.failure)).toBe(recoveryMessages.failure);
    expect(serverMessageOr(new ApiError(500, 'internal', 'Error interno.'), resetMessages.failure)).toBe(resetMessages.failure);
    expect(serverMessageOr(new ApiError(400, 'bad-request', 'Solicitud inválida.'), resetMessages.failure, ['internal', 'bad-request'])).toBe(resetMessages.failure);
    expect(serverMessageOr(client.fetchFailed, resetMessages.failure)).toBe(resetMessages.failure);
  });
});

describe('no English reaches the screen', () => {
  const spanishTexts = new Set<string>([
    ...Object.values(loginMessages).filter((text) => text !== loginMessages.missingDocument),
    ...Object.values(googleMessages),
    ...Object.values(registerMessages),
    ...Object.values(federationRefusalMessages),
    recoveryMessages.failure,
    resetMessages.failure,
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
        serverMessageOr(error, recoveryMessages.failure),
        serverMessageOr(error, resetMessages.failure, ['internal', 'bad-request']),
      ];
      for (const text of texts) {
        const fromApi = error instanceof ApiError && text === error.message;
        expect(fromApi || spanishTexts.has(text)).toBe(true);
      }
    }
  });
});

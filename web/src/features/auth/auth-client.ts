/**
 * Cognito through Amplify Auth v6. This module is only ever loaded with `import()`, so the public
 * pages never carry Amplify. Tokens persist in localStorage (product §4: persistence local).
 */
import { Amplify } from 'aws-amplify';
import { confirmSignIn, fetchAuthSession, setUpTOTP, signIn, signInWithRedirect, signOut, verifyTOTPSetup } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
// Completes a redirect sign-in when the page comes back from the hosted UI (Amplify is loaded lazily).
import 'aws-amplify/auth/enable-oauth-listener';
import { defaultStorage, Hub } from 'aws-amplify/utils';
import { runtimeConfig } from '../../lib/runtime-config';

/** How the redirect sign-in that brought this page here ended, as Amplify's Hub told it. */
export type RedirectOutcome = { kind: 'signed-in'; customState: string | undefined } | { kind: 'failed'; error: unknown };

let redirectOutcome: RedirectOutcome | undefined;
let redirectCustomState: string | undefined;
const outcomeWaiters = new Set<(outcome: RedirectOutcome) => void>();
const settleRedirect = (outcome: RedirectOutcome) => {
  redirectOutcome = outcome;
  for (const waiter of outcomeWaiters) waiter(outcome);
  outcomeWaiters.clear();
};

// Listening before Amplify.configure(), which is what completes a pending redirect.
Hub.listen('auth', ({ payload }) => {
  switch (payload.event) {
    case 'customOAuthState':
      redirectCustomState = payload.data;
      break;
    case 'signInWithRedirect':
      settleRedirect({ kind: 'signed-in', customState: redirectCustomState });
      break;
    case 'signInWithRedirect_failure':
      settleRedirect({ kind: 'failed', error: payload.data.error });
      break;
    default:
      break;
  }
});

let configured: Promise<void> | undefined;

export const configureAuth = (): Promise<void> =>
  (configured ??= runtimeConfig().then((config) => {
    Amplify.configure({
      Auth: {
        Cognito: {
          userPoolId: config.userPoolId,
          userPoolClientId: config.userPoolClientId,
          ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
          loginWith: {
            email: true,
            ...(config.oauthDomain
              ? {
                  oauth: {
                    domain: config.oauthDomain,
                    scopes: ['openid', 'email', 'profile'],
                    redirectSignIn: [`${window.location.origin}/login`],
                    redirectSignOut: [`${window.location.origin}/login`],
                    responseType: 'code' as const,
                    providers: ['Google' as const],
                  },
                }
              : {}),
          },
        },
      },
    });
    cognitoUserPoolsTokenProvider.setKeyValueStorage(defaultStorage);
  }));

/**
 * Forgets the tokens left in this browser by a session the app does not use: a Google sign-up stopped
 * at the register form leaves Cognito tokens without a user document, and Amplify refuses a new
 * sign-in while any are stored (UserAlreadyAuthenticatedException). Cleared locally, without
 * `signOut()`, whose hosted-UI sign-out would leave the page.
 */
export const forgetStoredSession = async (): Promise<void> => {
  const { userPoolClientId } = await runtimeConfig();
  await cognitoUserPoolsTokenProvider.tokenOrchestrator.clearTokens();
  try {
    window.localStorage.removeItem(`CognitoIdentityServiceProvider.${userPoolClientId}.oauthSignIn`);
  } catch {
    // Blocked storage holds no tokens either.
  }
};

/** Where a sign-in stands: done, or waiting for the code of the account's authenticator app. */
export type SignInStep = 'signed-in' | 'totp-code';

const stepOf = (result: Awaited<ReturnType<typeof signIn>>): SignInStep => {
  if (result.isSignedIn) return 'signed-in';
  if (result.nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') return 'totp-code';
  throw Object.assign(new Error(`Unexpected sign-in step ${result.nextStep.signInStep}`), { name: 'UnexpectedSignInStep' });
};

/** Signs in with e-mail and password (USER_PASSWORD_AUTH, the flow cognito-local supports too). */
export const signInWithPassword = async (email: string, password: string): Promise<SignInStep> => {
  await configureAuth();
  await forgetStoredSession();
  return stepOf(await signIn({ username: email, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } }));
};

/** Answers Cognito's code challenge of a sign-in with the app's current code. */
export const confirmTotpCode = async (code: string): Promise<SignInStep> => stepOf(await confirmSignIn({ challengeResponse: code }));

/** A new authenticator-app secret for the signed-in user, and the `otpauth://` address its QR code carries. */
export const startTotpSetup = async (accountName: string): Promise<{ secret: string; uri: string }> => {
  await configureAuth();
  const details = await setUpTOTP();
  return { secret: details.sharedSecret, uri: details.getSetupUri('Beneficios Chile', accountName).toString() };
};

/** Confirms the secret with a code the app shows; the API then turns it on (PUT /api/auth/two-factor). */
export const confirmTotpSetup = async (code: string): Promise<void> => {
  await configureAuth();
  await verifyTOTPSetup({ code });
};

/** The current ID token, refreshed when needed; undefined when nobody is signed in. */
export const currentIdToken = async (): Promise<string | undefined> => {
  await configureAuth();
  try {
    const session = await fetchAuthSession();
    return session.tokens?.idToken?.toString();
  } catch {
    return undefined;
  }
};

/** Signs out of Cognito: revokes the refresh token and clears the stored tokens. */
export const signOutOfCognito = async (): Promise<void> => {
  await configureAuth();
  await signOut();
};

/** Leaves for the hosted UI with Google (PKCE); `customState` comes back with the redirect. */
export const startGoogleRedirect = async (customState: string): Promise<void> => {
  await configureAuth();
  await signInWithRedirect({ provider: 'Google', customState });
};

/**
 * The outcome of the redirect that brought this page back from the hosted UI: configuring
 * Amplify completes it (code exchange). Undefined when none ends within `timeoutMs`.
 */
export const redirectResult = async (timeoutMs: number): Promise<RedirectOutcome | undefined> => {
  await configureAuth();
  if (redirectOutcome) return redirectOutcome;
  return new Promise((resolve) => {
    const timer = window.setTimeout(() => {
      outcomeWaiters.delete(done);
      resolve(undefined);
    }, timeoutMs);
    const done = (outcome: RedirectOutcome) => {
      window.clearTimeout(timer);
      resolve(outcome);
    };
    outcomeWaiters.add(done);
  });
};

/** Forgets a handled outcome, so that a later redirect on the same page is waited for afresh. */
export const forgetRedirectResult = (): void => {
  redirectOutcome = undefined;
  redirectCustomState = undefined;
};

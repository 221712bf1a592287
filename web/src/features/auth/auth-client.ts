/**
 * Cognito through Amplify Auth v6. This module is only ever loaded with `import()`, so the public
 * pages never carry Amplify. Tokens persist in localStorage (spec §4: persistence local).
 */
import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { defaultStorage } from 'aws-amplify/utils';
import { runtimeConfig } from '../../lib/runtime-config';

let configured: Promise<void> | undefined;

export const configureAuth = (): Promise<void> =>
  (configured ??= runtimeConfig().then((config) => {
    Amplify.configure({
      Auth: {
        Cognito: {
          userPoolId: config.userPoolId,
          userPoolClientId: config.userPoolClientId,
          ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
          loginWith: { email: true },
        },
      },
    });
    cognitoUserPoolsTokenProvider.setKeyValueStorage(defaultStorage);
  }));

/** Signs in with e-mail and password (USER_PASSWORD_AUTH, the flow cognito-local supports too). */
export const signInWithPassword = async (email: string, password: string): Promise<void> => {
  await configureAuth();
  const result = await signIn({ username: email, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
  if (!result.isSignedIn) throw Object.assign(new Error(`Unexpected sign-in step ${result.nextStep.signInStep}`), { name: 'UnexpectedSignInStep' });
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

/* eslint-disable @typescript-eslint/require-await -- the fakes keep the real module's async signatures */
/**
 * Stands in for `features/auth/auth-client.ts` (Amplify) in the web tests (jest.config.ts maps it):
 * a signed-in session is an ID token in `fakeAuth`, and each call is a jest mock to inspect.
 */
import type { RedirectOutcome } from '../features/auth/auth-client';

export const fakeAuth: { idToken: string | undefined; redirect: RedirectOutcome | undefined } = { idToken: undefined, redirect: undefined };

export const configureAuth = jest.fn(async (): Promise<void> => undefined);
export const forgetStoredSession = jest.fn(async (): Promise<void> => {
  fakeAuth.idToken = undefined;
});
export const signInWithPassword = jest.fn(async (_email: string, _password: string): Promise<void> => {
  await forgetStoredSession();
  fakeAuth.idToken = 'password-token';
});
export const currentIdToken = jest.fn(async (): Promise<string | undefined> => fakeAuth.idToken);
export const signOutOfCognito = jest.fn(async (): Promise<void> => {
  fakeAuth.idToken = undefined;
});
export const startGoogleRedirect = jest.fn(async (_customState: string): Promise<void> => undefined);
export const redirectResult = jest.fn(async (_timeoutMs: number): Promise<RedirectOutcome | undefined> => fakeAuth.redirect);
export const forgetRedirectResult = jest.fn((): void => {
  fakeAuth.redirect = undefined;
});

export const resetFakeAuth = (): void => {
  fakeAuth.idToken = undefined;
  fakeAuth.redirect = undefined;
};

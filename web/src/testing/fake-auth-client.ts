/* eslint-disable @typescript-eslint/require-await -- the fakes keep the real module's async signatures */
/**
 * Stands in for `features/auth/auth-client.ts` (Amplify) in the web tests (jest.config.ts maps it):
 * a signed-in session is an ID token in `fakeAuth`, and each call is a jest mock to inspect.
 */
import type { RedirectOutcome, SignInStep } from '../features/auth/auth-client';

export const fakeAuth: { idToken: string | undefined; redirect: RedirectOutcome | undefined; totpAccounts: string[]; totpCode: string } = {
  idToken: undefined,
  redirect: undefined,
  totpAccounts: [],
  totpCode: '123456',
};

export const configureAuth = jest.fn(async (): Promise<void> => undefined);
export const forgetStoredSession = jest.fn(async (): Promise<void> => {
  fakeAuth.idToken = undefined;
});
/** An e-mail in `fakeAuth.totpAccounts` is asked for a code, and `fakeAuth.totpCode` is the right one. */
export const signInWithPassword = jest.fn(async (email: string, _password: string): Promise<SignInStep> => {
  await forgetStoredSession();
  if (fakeAuth.totpAccounts.includes(email)) return 'totp-code';
  fakeAuth.idToken = 'password-token';
  return 'signed-in';
});
export const confirmTotpCode = jest.fn(async (code: string): Promise<SignInStep> => {
  if (code !== fakeAuth.totpCode) throw Object.assign(new Error('Code mismatch and fail enable Software Token MFA'), { name: 'CodeMismatchException' });
  fakeAuth.idToken = 'password-token';
  return 'signed-in';
});
export const startTotpSetup = jest.fn(async (accountName: string): Promise<{ secret: string; uri: string }> => ({
  secret: 'JBSWY3DPEHPK3PXP',
  uri: `otpauth://totp/Beneficios%20Chile:${encodeURIComponent(accountName)}?secret=JBSWY3DPEHPK3PXP&issuer=Beneficios%20Chile`,
}));
export const confirmTotpSetup = jest.fn(async (code: string): Promise<void> => {
  if (code !== fakeAuth.totpCode) throw Object.assign(new Error('Code mismatch'), { name: 'CodeMismatchException' });
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
  fakeAuth.totpAccounts = [];
};

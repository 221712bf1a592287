import { randomBytes, randomInt } from 'node:crypto';
import { AssociateSoftwareTokenCommand, CognitoIdentityProviderClient, InitiateAuthCommand, VerifySoftwareTokenCommand } from '@aws-sdk/client-cognito-identity-provider';
import { generateSync } from 'otplib';
import { checkDigit } from '../../shared/rut';
import type { SmokeUser, SmokeUsers } from './smoke-run';

/**
 * The smoke users of a stage, made with the functions' own code (registration, admin grant, removal)
 * against the stage's Cognito pool and tables, the way `npm run admin:grant` works: the caller sets the
 * stage's function environment first (target-env.ts). They are marked as smoke users by their address,
 * `success+smoke-<run>-<role>@simulator.amazonses.com`: SES's mailbox simulator, so their welcome mails
 * go nowhere and count as no bounce.
 */
export const SMOKE_ADDRESS = /^success\+smoke-\d{14}-(client|admin)@simulator\.amazonses\.com$/;

export const smokeEmail = (runId: string, role: 'client' | 'admin'): string => `success+smoke-${runId}-${role}@simulator.amazonses.com`;

/** A valid RUT in a range no person has (90 to 99 million is for companies), different each run. */
export const smokeRut = (): string => {
  const body = String(randomInt(97_000_000, 98_000_000));
  return `${body}-${checkDigit(body)}`;
};

/** A password the pool's policy accepts: upper and lower case, digits, a symbol. */
const smokePassword = (): string => `Sm0ke!${randomBytes(12).toString('base64url')}`;

/** The ID token of an account, signed in the way the browser does (USER_PASSWORD_AUTH on the web client). */
export const signInForToken = async (cognito: CognitoIdentityProviderClient, clientId: string, email: string, password: string): Promise<string> => {
  const { AuthenticationResult } = await cognito.send(
    new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: clientId, AuthParameters: { USERNAME: email, PASSWORD: password } }),
  );
  if (!AuthenticationResult?.IdToken) throw new Error(`Signing in ${email} gave no ID token`);
  return AuthenticationResult.IdToken;
};

/**
 * The second factor every admin needs before an admin route answers, set up as the admin area does it:
 * Cognito's secret, a code of it confirmed, then the product's service turns it on; from then on Cognito
 * asks that admin for a code at every sign-in. Answers the ID token of the session that set it up (its
 * run's token); the secret is forgotten with the run, as the smoke admin never signs in again.
 */
export const setUpSmokeTwoFactor = async (cognito: CognitoIdentityProviderClient, clientId: string, user: { uid: string; email: string; password: string }): Promise<string> => {
  const { AuthenticationResult } = await cognito.send(
    new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: clientId, AuthParameters: { USERNAME: user.email, PASSWORD: user.password } }),
  );
  const accessToken = AuthenticationResult?.AccessToken;
  const idToken = AuthenticationResult?.IdToken;
  if (!accessToken || !idToken) throw new Error(`Signing in ${user.email} gave no tokens`);
  const { SecretCode } = await cognito.send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }));
  if (!SecretCode) throw new Error(`Cognito gave ${user.email} no TOTP secret`);
  await cognito.send(new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: generateSync({ secret: SecretCode }) }));
  const { setTwoFactor } = await import('../../lambdas/accounts/accounts.service');
  const { getUser } = await import('../../lambdas/users/users.repository');
  const stored = await getUser(user.uid);
  if (!stored) throw new Error(`${user.email} has no account to set a second factor on`);
  await setTwoFactor({ uid: user.uid, username: user.email }, stored, true);
  const again = await cognito.send(new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: clientId, AuthParameters: { USERNAME: user.email, PASSWORD: user.password } }));
  if (again.ChallengeName !== 'SOFTWARE_TOKEN_MFA') throw new Error(`Cognito asked ${user.email} for no code after the second factor was turned on`);
  return idToken;
};

/** Smoke users through the product's own services; `process.env` must already hold the stage's function environment. */
export const stageSmokeUsers = (cognito: CognitoIdentityProviderClient = new CognitoIdentityProviderClient({})): SmokeUsers => ({
  create: async (role, runId) => {
    const { registerClient } = await import('../../lambdas/accounts/accounts.service');
    const email = smokeEmail(runId, role);
    const password = smokePassword();
    const user = await registerClient(
      { firstName: 'Smoke', lastName: role === 'admin' ? 'Administrador' : 'Cliente', rut: smokeRut(), birthDate: '1990-01-01', email, password, acceptTerms: true },
      { activated: true },
    );
    if (role === 'admin') {
      const { grantAdmin } = await import('../../lambdas/users/admin-grant.service');
      await grantAdmin(email, 'ops:smoke');
      return { uid: user.uid, email, idToken: await setUpSmokeTwoFactor(cognito, String(process.env.USER_POOL_CLIENT_ID), { uid: user.uid, email, password }) };
    }
    return { uid: user.uid, email, idToken: await signInForToken(cognito, String(process.env.USER_POOL_CLIENT_ID), email, password) };
  },
  remove: async (user: SmokeUser) => {
    const { getUser } = await import('../../lambdas/users/users.repository');
    const { deleteUserRecords } = await import('../../lambdas/users/user-management.repository');
    const { deleteAccount } = await import('../../lambdas/users/cognito.repository');
    const stored = await getUser(user.uid);
    if (stored) await deleteUserRecords(stored);
    await deleteAccount(user.email);
  },
});

/**
 * What the write routes' step needs of the stage, through the product's own code (the caller sets the
 * stage's function environment first): the links a mail would carry, signing in, and whether an
 * account is gone; and removing a disposable account the run could not erase through the API.
 */
export const stageWritesDeps = (cognito: CognitoIdentityProviderClient = new CognitoIdentityProviderClient({})) => ({
  links: {
    activation: async (uid: string) => (await import('../../lambdas/accounts/tokens.repository')).issueLinkToken('activation', uid),
    reset: async (uid: string) => (await import('../../lambdas/mail/reset-link')).resetLinkToken(uid),
    unsubscribe: async (uid: string) => (await import('../../lambdas/reminders/reminders.service')).unsubscribeTokenFor(uid),
    jobAlertsUnsubscribe: async (uid: string) => (await import('../../lambdas/students/job-alerts.service')).jobAlertsUnsubscribeToken(uid),
  },
  signIn: (email: string, password: string) => signInForToken(cognito, String(process.env.USER_POOL_CLIENT_ID), email, password),
  accountGone: async (uid: string, email: string) => {
    const { getUser } = await import('../../lambdas/users/users.repository');
    const { findAccountByEmail } = await import('../../lambdas/users/cognito.repository');
    return (await getUser(uid)) === undefined && (await findAccountByEmail(email)) === undefined;
  },
  remove: (account: { uid: string; email: string }) => stageSmokeUsers(cognito).remove({ ...account, idToken: '' }),
});

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoAccounts } from '../config';
import { freePort } from '../emulators/wait';
import type { LocalFaults } from '../faults';
import { startLocalStack, type LocalStack } from '../stack';
import { totpCode } from './totp';

/**
 * Integration suites run on two jest workers at once, each starting its own stack. A port the system
 * calls free stays free until the emulator binds it, seconds later; so each worker takes free ports only
 * from its own share of the range (blocks of 64 dealt out by JEST_WORKER_ID), and no two servers of one
 * stack get the same port.
 */
const PORT_SHARES = 4;
export const freePortOfThisWorker = async (taken = new Set<number>()): Promise<number> => {
  const share = (Number(process.env.JEST_WORKER_ID ?? 1) - 1) % PORT_SHARES;
  for (;;) {
    const port = await freePort();
    if (Math.floor(port / 64) % PORT_SHARES === share && !taken.has(port)) {
      taken.add(port);
      return port;
    }
  }
};

/** A free port for every server of the local stack. */
export const freeStackPorts = async (): Promise<Parameters<typeof startLocalStack>[0]['ports']> => {
  const taken = new Set<number>();
  return {
    gateway: await freePortOfThisWorker(taken),
    dynamodb: await freePortOfThisWorker(taken),
    cognito: await freePortOfThisWorker(taken),
    ses: await freePortOfThisWorker(taken),
    s3: await freePortOfThisWorker(taken),
    events: await freePortOfThisWorker(taken),
    oauth: await freePortOfThisWorker(taken),
    transbank: await freePortOfThisWorker(taken),
  };
};

/** Starts the whole local stack on free ports in a temporary folder, for integration tests; `faults`: test-only fault injection. */
export const startTestStack = async (options: { faults?: LocalFaults; dynamoInMemory?: boolean; transbankSaveDelayMs?: number } = {}): Promise<LocalStack & { dataDir: string }> => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'beneficios-int-'));
  const ports = await freeStackPorts();
  const stack = await startLocalStack({ ports, dataDir, serveWeb: false, seed: true, reset: false, verbose: false, ...options });
  return {
    ...stack,
    dataDir,
    stop: async () => {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/** What the sign-in helpers need of a running stack: Cognito's and the app's addresses, the pool and its web client. */
export interface SignInTarget {
  urls: { cognito: string; app: string };
  identity: { userPoolId: string; userPoolClientId: string };
}

/** The API's answer to a test's request: its status and its JSON body (an empty one as `{}`). */
export interface ApiAnswer {
  status: number;
  body: Record<string, unknown> & { error?: { code: string; message: string; fields?: Record<string, string> } };
}

/** A request to the stack's API as the web app sends it: JSON body, the caller's ID token. */
export const apiOf =
  (stack: Pick<SignInTarget, 'urls'>) =>
  async (method: string, pathname: string, token?: string, body?: unknown): Promise<ApiAnswer> => {
    const response = await fetch(`${stack.urls.app}${pathname}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as ApiAnswer['body'] };
  };

/** One call of Cognito's public API (cognito-local), as the browser's Amplify makes it. */
const cognitoCall = async <Answer>(stack: SignInTarget, operation: string, body: unknown): Promise<Answer & { message?: string; __type?: string }> => {
  const response = await fetch(stack.urls.cognito, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Answer & { message?: string };
};

interface AuthAnswer {
  AuthenticationResult?: { IdToken?: string; AccessToken?: string };
  ChallengeName?: string;
  Session?: string;
}

/** The authenticator-app secrets of the accounts these helpers set a second factor up for, by pool and e-mail. */
const totpSecrets = new Map<string, string>();
const secretKey = (stack: SignInTarget, email: string) => `${stack.identity.userPoolId}:${email.toLowerCase()}`;
export const totpSecretOf = (stack: SignInTarget, email: string): string | undefined => totpSecrets.get(secretKey(stack, email));

const isAdminToken = (idToken: string): boolean => {
  const claims = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { 'cognito:groups'?: string[] };
  return (claims['cognito:groups'] ?? []).includes('admin');
};

/**
 * Sets the second factor up as the security page does: Cognito gives a secret and takes a code of it,
 * then the API turns it on. Answers the secret.
 */
export const setUpTwoFactor = async (stack: SignInTarget, email: string, tokens: { idToken: string; accessToken: string }): Promise<string> => {
  const { SecretCode: secret } = await cognitoCall<{ SecretCode?: string }>(stack, 'AssociateSoftwareToken', { AccessToken: tokens.accessToken });
  if (!secret) throw new Error(`No TOTP secret for ${email}`);
  const verified = await cognitoCall<{ Status?: string }>(stack, 'VerifySoftwareToken', { AccessToken: tokens.accessToken, UserCode: totpCode(secret) });
  if (verified.Status !== 'SUCCESS') throw new Error(`VerifySoftwareToken failed for ${email}: ${verified.message ?? ''}`);
  const turnedOn = await fetch(`${stack.urls.app}/api/auth/two-factor`, { method: 'PUT', headers: { authorization: `Bearer ${tokens.idToken}`, 'content-type': 'application/json' }, body: '{}' });
  if (turnedOn.status !== 204) throw new Error(`PUT /api/auth/two-factor answered ${turnedOn.status} for ${email}`);
  totpSecrets.set(secretKey(stack, email), secret);
  return secret;
};

/**
 * Signs in with e-mail and password the way the browser does (USER_PASSWORD_AUTH) and returns the ID
 * token. An account with a second factor answers Cognito's code challenge with a code of the secret these
 * helpers set up; an admin without one sets it up first, as the admin area makes them (the API refuses
 * an admin without it), unless `twoFactorSetUp: false`.
 */
export const signIn = async (stack: SignInTarget, email: string, password: string, options: { twoFactorSetUp?: boolean } = {}): Promise<string> => {
  let answer = await cognitoCall<AuthAnswer>(stack, 'InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: stack.identity.userPoolClientId, AuthParameters: { USERNAME: email, PASSWORD: password } });
  if (answer.ChallengeName === 'SOFTWARE_TOKEN_MFA') {
    const secret = totpSecretOf(stack, email);
    if (!secret) throw new Error(`${email} has a second factor these helpers did not set up`);
    answer = await cognitoCall<AuthAnswer>(stack, 'RespondToAuthChallenge', {
      ClientId: stack.identity.userPoolClientId,
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: answer.Session,
      ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: totpCode(secret) },
    });
  }
  const idToken = answer.AuthenticationResult?.IdToken;
  const accessToken = answer.AuthenticationResult?.AccessToken;
  if (!idToken || !accessToken) throw new Error(`Sign-in failed for ${email}: ${answer.message ?? answer.ChallengeName ?? 'no tokens'}`);
  if (options.twoFactorSetUp !== false && isAdminToken(idToken) && !totpSecretOf(stack, email)) await setUpTwoFactor(stack, email, { idToken, accessToken });
  return idToken;
};

export { demoAccounts };

export interface StoredMail {
  subject: string;
  destination: { to: string[] };
  body: { html?: string; text?: string };
  at: number;
}

/** Mails the SES emulator received for an address, oldest first; waits for at least `count`. */
export const mailsTo = async (stack: LocalStack, address: string, count = 1): Promise<StoredMail[]> => {
  await stack.streams.drain(); // the outbox relay puts the events on the bus first
  await stack.bus.drain();
  const deadline = Date.now() + 10_000;
  for (;;) {
    const { emails } = (await (await fetch(stack.urls.mailStore)).json()) as { emails: StoredMail[] };
    const mine = emails.filter((mail) => mail.destination.to.includes(address));
    if (mine.length >= count || Date.now() > deadline) return mine;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** The first link to this site in a mail's text. */
export const linkIn = (mail: StoredMail | undefined, pathPrefix: string): URL => {
  const match = new RegExp(`https?://\\S+${pathPrefix}\\S+`).exec(mail?.body.text ?? '');
  if (!match) throw new Error(`No ${pathPrefix} link in ${mail?.subject ?? 'no mail'}`);
  return new URL(match[0]);
};

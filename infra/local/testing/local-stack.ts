import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoAccounts } from '../config';
import { freePort } from '../emulators/wait';
import type { LocalFaults } from '../faults';
import { startLocalStack, type LocalStack } from '../stack';

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

/** Signs in with e-mail and password the way the browser does (USER_PASSWORD_AUTH) and returns the ID token. */
export const signIn = async (stack: LocalStack, email: string, password: string): Promise<string> => {
  const response = await fetch(stack.urls.cognito, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: stack.identity.userPoolClientId, AuthParameters: { USERNAME: email, PASSWORD: password } }),
  });
  const body = (await response.json()) as { AuthenticationResult?: { IdToken?: string }; message?: string };
  const token = body.AuthenticationResult?.IdToken;
  if (!token) throw new Error(`Sign-in failed for ${email}: ${body.message ?? response.status}`);
  return token;
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

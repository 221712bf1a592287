/**
 * Figures of the live user document for `npm run bench -- --only live`, on the running
 * bench stack: the time from an admin's PATCH to the change on a signed-in client's screen in
 * Chromium; how many authenticated sockets the local stack holds at once, each receiving its own
 * update and none another's; and how many GET /api/me an idle signed-in tab makes an hour.
 */
import { AdminCreateUserCommand, AdminSetUserPasswordCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { chromium, type Page } from 'playwright-core';
import WebSocket from 'ws';
import { demoAccounts } from '../infra/local/config';
import { LIVE_PROTOCOL } from '../shared/live';
import { parseLiveMessage } from '../shared/live-message';
import { testUser } from '../shared/testing/users';
import { signIn } from './admin';
import type { BenchFigure } from './public-site';

const UPDATES = Number(process.env.BENCH_LIVE_UPDATES ?? 30);
const SOCKETS = Number(process.env.BENCH_LIVE_SOCKETS ?? 1000);
const IDLE_SECONDS = Number(process.env.BENCH_LIVE_IDLE_SECONDS ?? 120);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PASSWORD = 'Bench1234!';

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

/** Names are letters only (the name schema): the n-th of aa, ab, … */
const letters = (n: number): string => String.fromCharCode(97 + Math.floor(n / 26) % 26) + String.fromCharCode(97 + (n % 26));

const call = (baseUrl: string, method: string, pathname: string, token: string, body?: unknown) =>
  fetch(`${baseUrl}${pathname}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });

const signInPage = async (page: Page, account: { email: string; password: string }) => {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL(/\/dashboard$/);
  await page.getByTestId('sidebar-user-name').waitFor();
};

/** Admin PATCH → the new name in the client's sidebar, UPDATES times. */
const updateLatencies = async (baseUrl: string, stackEnv: Record<string, string>): Promise<number[]> => {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const page = await (await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } })).newPage();
    await signInPage(page, demoAccounts.client);
    await page.waitForTimeout(1000);
    const adminToken = await signIn(stackEnv, demoAccounts.admin);
    const clientToken = await signIn(stackEnv, demoAccounts.client);
    const { uid } = (await (await call(baseUrl, 'GET', '/api/me', clientToken)).json()) as { uid: string };
    const latencies: number[] = [];
    for (let index = 0; index < UPDATES; index += 1) {
      const firstName = `Carlos${letters(index)}`;
      const started = performance.now();
      const answer = await call(baseUrl, 'PATCH', `/api/admin/users/${uid}`, adminToken, { firstName });
      if (answer.status !== 200) throw new Error(`The admin PATCH answered ${answer.status}`);
      await page.getByTestId('sidebar-user-name').filter({ hasText: new RegExp(`^${firstName} `) }).waitFor({ timeout: 10_000 });
      latencies.push(performance.now() - started);
    }
    await call(baseUrl, 'PATCH', `/api/admin/users/${uid}`, adminToken, { firstName: demoAccounts.client.firstName });
    return latencies;
  } finally {
    await browser.close();
  }
};

/** GET /api/me of an idle signed-in tab over IDLE_SECONDS, per hour. */
const idleMeRequestsPerHour = async (baseUrl: string): Promise<number> => {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const page = await (await browser.newContext({ baseURL: baseUrl })).newPage();
    await signInPage(page, demoAccounts.client);
    await page.waitForTimeout(2000);
    let count = 0;
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/me') count += 1;
    });
    await page.waitForTimeout(IDLE_SECONDS * 1000);
    return (count * 3600) / IDLE_SECONDS;
  } finally {
    await browser.close();
  }
};

/** SOCKETS users (Cognito account and document), each signed in with a socket open at once. */
const holdSockets = async (baseUrl: string, stackEnv: Record<string, string>) => {
  const cognito = new CognitoIdentityProviderClient({ endpoint: stackEnv.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER });
  const { putUser } = await import('../lambdas/users/users.repository');
  const { liveUrl } = (await (await fetch(`${baseUrl}/config.json`)).json()) as { liveUrl: string };
  const run = Date.now().toString(36);
  const inBatches = async <T>(count: number, size: number, make: (index: number) => Promise<T>): Promise<T[]> => {
    const out: T[] = [];
    for (let from = 0; from < count; from += size) out.push(...(await Promise.all(Array.from({ length: Math.min(size, count - from) }, (_u, offset) => make(from + offset)))));
    return out;
  };
  const started = Date.now();
  const users = await inBatches(SOCKETS, 10, async (index) => {
    const email = `live-${run}-${index}@bench.local`;
    const created = await cognito.send(
      new AdminCreateUserCommand({ UserPoolId: stackEnv.USER_POOL_ID, Username: email, MessageAction: 'SUPPRESS', UserAttributes: [{ Name: 'email', Value: email }, { Name: 'email_verified', Value: 'true' }] }),
    );
    await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: stackEnv.USER_POOL_ID, Username: email, Password: PASSWORD, Permanent: true }));
    const uid = created.User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value ?? '';
    await putUser(testUser({ uid, email, firstName: 'Bench', lastName: 'Live' }));
    return { uid, email, token: await signIn(stackEnv, { email, password: PASSWORD }) };
  });
  const setupSeconds = (Date.now() - started) / 1000;
  const sockets = await inBatches(users.length, 50, (index) => {
    const user = users[index];
    return new Promise<{ uid: string; socket: WebSocket; received: string[] }>((resolve, reject) => {
      const socket = new WebSocket(liveUrl, [LIVE_PROTOCOL, user?.token ?? '']);
      const entry = { uid: user?.uid ?? '', socket, received: [] as string[] };
      socket.on('message', (data: Buffer) => {
        const message = parseLiveMessage(data.toString('utf8'));
        if (message?.type === 'me') entry.received.push(String(message.user.uid));
      });
      socket.once('open', () => resolve(entry));
      socket.once('error', reject);
    });
  });
  await inBatches(users.length, 25, async (index) => {
    const user = users[index];
    const answer = await call(baseUrl, 'PATCH', '/api/me', user?.token ?? '', { firstName: `Bench${letters(index % 676)}` });
    if (answer.status !== 200) throw new Error(`PATCH /api/me answered ${answer.status}`);
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && sockets.some((entry) => entry.received.length === 0)) await new Promise((resolve) => setTimeout(resolve, 100));
  const open = sockets.filter((entry) => entry.socket.readyState === WebSocket.OPEN).length;
  const ownOnly = sockets.filter((entry) => entry.received.length > 0 && entry.received.every((uid) => uid === entry.uid)).length;
  const foreign = sockets.reduce((sum, entry) => sum + entry.received.filter((uid) => uid !== entry.uid).length, 0);
  for (const entry of sockets) entry.socket.close();
  return { held: Math.min(open, ownOnly), foreign, setupSeconds };
};

export async function benchLive(baseUrl: string, stackEnv: Record<string, string>): Promise<BenchFigure[]> {
  const latencies = await updateLatencies(baseUrl, stackEnv);
  const held = await holdSockets(baseUrl, stackEnv);
  const idle = await idleMeRequestsPerHour(baseUrl);
  return [
    { name: 'live_update_p50', value: percentile(latencies, 50), unit: 'ms' },
    { name: 'live_update_p95', value: percentile(latencies, 95), unit: 'ms' },
    { name: 'live_update_samples', value: latencies.length, unit: 'changes' },
    { name: 'live_connections_held', value: held.held, unit: 'sockets' },
    { name: 'live_foreign_messages', value: held.foreign, unit: 'messages' },
    { name: 'live_connections_setup', value: held.setupSeconds, unit: 's' },
    { name: 'me_requests_per_user_hour', value: idle, unit: 'req/h' },
  ];
}

/**
 * `npm run bench`: starts the product as `npm start` does, on its own ports and a fresh data
 * folder, and prints one figure a line as `name: value unit`.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { demoAccounts, repoRoot } from '../infra/local/config';
import { benchAdmin, benchStackEnv, prepareAdminBench, signIn } from './admin';
import { benchApi } from './api';
import { benchLive } from './live';
import { benchFaults } from './faults';
import { benchFunctions } from './functions';
import { benchBenefits } from './benefits';
import { authzCases } from '../lambdas/testing/authz-matrix';
import { routeList } from '../shared/routes';
import { benchPublicSite } from './public-site';
import { benchApp } from './app';
import { benchScale } from './scale';
import { benchBillingModel } from './billing-model';
import { benchErasure } from './erasure';

const port = Number(process.env.BENCH_PORT ?? 3200);
const baseUrl = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  PORT: String(port),
  DYNAMODB_PORT: '8200',
  COGNITO_PORT: '9429',
  SES_PORT: '8205',
  S3_PORT: '4769',
  EVENTS_PORT: '4210',
  OAUTH_PORT: '9643',
  TRANSBANK_PORT: '4780',
  LOCAL_DATA_DIR: path.join('.bench', 'data'),
  WEB_DIST_DIR: path.join('.bench', 'web-dist'),
  LOCAL_RESET: 'true',
  // Reset on every run anyway: in memory, DynamoDB Local takes the admin bench's seed about five times faster.
  DYNAMODB_IN_MEMORY: 'true',
};

const print = (name: string, value: number, unit: string) => console.log(`${name}: ${Number(value.toFixed(2))} ${unit}`);

const waitHealthy = async (deadlineMs: number): Promise<void> => {
  while (Date.now() < deadlineMs) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The stack did not become healthy in time');
};

/** `npm run bench -- --only functions` (or BENCH_ONLY=functions): one part of the bench. */
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex >= 0 ? process.argv[onlyIndex + 1] : process.env.BENCH_ONLY;
const runs = (part: string): boolean => !only || only.split(',').includes(part);

const main = async () => {
  // Without the stack: the authorization matrix counted from the route table (the cases of
  // lambdas/lib/authz-matrix.test.ts), the benefit engine's figures, then bundles and fresh Node processes.
  if (runs('authz')) print('authz_cases', authzCases(routeList).length, 'cases');
  // The bad-body suite and the outbox's fault-injection cases, run with jest.
  if (runs('faults')) for (const figure of benchFaults()) print(figure.name, figure.value, figure.unit);
  if (runs('benefits')) for (const figure of benchBenefits()) print(figure.name, figure.value, figure.unit);
  if (runs('functions')) for (const figure of await benchFunctions()) print(figure.name, figure.value, figure.unit);
  // The scheduled jobs at scale, on a local stack of its own (in this process): `--users N` or BENCH_SCALE_USERS, 100,000 by default.
  if (runs('scale')) {
    const usersIndex = process.argv.indexOf('--users');
    const users = Number(usersIndex >= 0 ? process.argv[usersIndex + 1] : (process.env.BENCH_SCALE_USERS ?? 100_000));
    if (!Number.isInteger(users) || users <= 0) throw new Error(`--users must be a positive whole number, got ${String(users)}`);
    for (const figure of await benchScale(users)) print(figure.name, figure.value, figure.unit);
  }
  // The subscription lifecycle's model test, the long run: `--sequences N` or BENCH_BILLING_MODEL_SEQUENCES, 10,000 by default.
  if (runs('billing-model')) {
    const sequencesIndex = process.argv.indexOf('--sequences');
    const sequences = Number(sequencesIndex >= 0 ? process.argv[sequencesIndex + 1] : (process.env.BENCH_BILLING_MODEL_SEQUENCES ?? 10_000));
    if (!Number.isInteger(sequences) || sequences <= 0) throw new Error(`--sequences must be a positive whole number, got ${String(sequences)}`);
    for (const figure of await benchBillingModel(sequences)) print(figure.name, figure.value, figure.unit);
  }
  // The erasure scan: a person and a company with every kind of record, erased, then the whole stack read for them.
  if (runs('erasure')) for (const figure of await benchErasure()) print(figure.name, figure.value, figure.unit);
  if (!runs('site') && !runs('app') && !runs('admin') && !runs('api') && !runs('live')) return;
  const started = Date.now();
  const stack = spawn('npm', ['start'], { cwd: repoRoot, env, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  const stop = () => {
    try {
      if (stack.pid) process.kill(-stack.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    await waitHealthy(started + 180_000);
    print('startup_to_healthy', (Date.now() - started) / 1000, 's');
    if (runs('api')) {
      // GET /api/me under load (autocannon) with the demo client's token, against a direct DynamoDB Local GetItem.
      Object.assign(process.env, env);
      const stackEnv = await benchStackEnv();
      const token = await signIn(stackEnv, demoAccounts.client);
      const dynamo = { endpoint: stackEnv.AWS_ENDPOINT_URL_DYNAMODB ?? '', usersTable: stackEnv.TABLE_USERS ?? '' };
      for (const figure of await benchApi(baseUrl, token, dynamo)) print(figure.name, figure.value, figure.unit);
    }
    if (runs('site')) for (const figure of await benchPublicSite(baseUrl)) print(figure.name, figure.value, figure.unit);
    // The signed-in app on a throttled phone: until each page's main content shows, and its JS, against `/`.
    if (runs('app')) for (const figure of await benchApp(baseUrl)) print(figure.name, figure.value, figure.unit);
    if (runs('live')) {
      // The live user document: push latency in Chromium, sockets held at once, an idle tab's reads.
      Object.assign(process.env, env);
      for (const figure of await benchLive(baseUrl, await benchStackEnv())) print(figure.name, figure.value, figure.unit);
    }
    // The admin area at scale: BENCH_ADMIN_USERS seeded users (0 skips it).
    const adminUsers = runs('admin') ? Number(process.env.BENCH_ADMIN_USERS ?? 100_000) : 0;
    if (adminUsers > 0) {
      Object.assign(process.env, env);
      const { figures, adminToken } = await prepareAdminBench(adminUsers);
      for (const figure of [...figures, ...(await benchAdmin(baseUrl, adminToken))]) print(figure.name, figure.value, figure.unit);
    }
  } finally {
    stop();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

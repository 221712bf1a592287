/**
 * `npm run bench -- --only scale [--users N]` (or BENCH_SCALE_USERS): a billing day and a reminders day
 * for N users (100,000 by default) on the local stack, through the jobs' own queues and workers, the
 * real SDKs against DynamoDB Local (in memory), the Transbank emulator and the SES emulator.
 *
 * Seeds N users, each with a semestral subscription renewing in December (its card inscribed at the
 * Transbank emulator, which approves) and opted in to reminders as a pensioner (the Bono Invierno's
 * reminder is due on 28 April): every user is an item of both days, the worst day there is. The
 * providers' rates are lifted (`FAN_OUT_PACING=off`) so that the bench measures what the machinery costs
 * per item; the projection (scale-model.ts) puts the rates back, with the prices it states.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BatchWriteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { repoRoot } from '../infra/local/config';
import { DEFAULT_TEST_CARD, INTEGRATION_MALLS } from '../infra/local/emulators/transbank/constants';
import type { Inscription } from '../infra/local/emulators/transbank/store';
import { TRANSBANK_CALL_TIMEOUT_MS } from '../shared/billing';
import { billingKeys } from '../shared/data/keys';
import { scheduledJobs } from '../shared/data/jobs';
import { testUser } from '../shared/testing/users';
import type { BenchFigure } from './public-site';
import { PRICES, projectBillingDay, projectRemindersDay, TRANSBANK_CALL_SECONDS, worstBillingInvocationSeconds } from './scale-model';

const MALL = Object.keys(INTEGRATION_MALLS)[0] ?? '597055555541';
const BILLING_AT = '2026-12-02T13:00:00.000Z';
const REMINDERS_DAY = '2026-04-28';

const uidOf = (index: number) => `scale-${String(index).padStart(7, '0')}`;

/** The Transbank emulator's state with every user's card inscribed (approving), written before it starts. */
const writeInscriptions = (dataDir: string, users: number) => {
  const createdAt = '2026-06-15T12:00:00.000Z';
  const inscriptions: Inscription[] = Array.from({ length: users }, (_unused, index) => ({
    token: `seed-${index}`,
    mallCode: MALL,
    username: uidOf(index),
    email: `${uidOf(index)}@prueba.cl`,
    responseUrl: 'http://localhost/api/billing/oneclick-return',
    status: 'finished',
    createdAt,
    cardNumber: DEFAULT_TEST_CARD,
    cardType: 'Visa',
    behaviour: 'approve',
    tbkUser: `tbk-${uidOf(index)}`,
  }));
  mkdirSync(path.join(dataDir, 'transbank'), { recursive: true });
  writeFileSync(path.join(dataDir, 'transbank', 'state.json'), JSON.stringify({ inscriptions, transactions: [] }));
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** BatchWriteItem, 25 items a request, a few requests at once, unprocessed items sent again. */
const batchWrite = async (send: (command: BatchWriteCommand) => Promise<{ UnprocessedItems?: Record<string, unknown[]> }>, table: string, items: Record<string, unknown>[]) => {
  const chunks: Record<string, unknown>[][] = [];
  for (let index = 0; index < items.length; index += 25) chunks.push(items.slice(index, index + 25));
  const writeChunk = async (chunk: Record<string, unknown>[]) => {
    let requests: unknown[] = chunk.map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 0; requests.length > 0; attempt += 1) {
      const { UnprocessedItems } = await send(new BatchWriteCommand({ RequestItems: { [table]: requests as { PutRequest: { Item: Record<string, unknown> } }[] } }));
      requests = UnprocessedItems?.[table] ?? [];
      if (requests.length) await sleep(20 * 2 ** Math.min(attempt, 5));
    }
  };
  for (let index = 0; index < chunks.length; index += 8) await Promise.all(chunks.slice(index, index + 8).map(writeChunk));
};

export const benchScale = async (users: number, progress: (line: string) => void = (line) => console.error(line)): Promise<BenchFigure[]> => {
  const dataDir = path.join(repoRoot, '.bench', 'scale');
  rmSync(dataDir, { recursive: true, force: true });
  writeInscriptions(dataDir, users);
  process.env.FAN_OUT_PACING = 'off';
  // As `npm start`: the functions' warnings and errors only (set before the stack loads them).
  process.env.LOG_LEVEL ??= 'WARN';
  const { startLocalStack } = await import('../infra/local/stack');
  const { freeStackPorts } = await import('../infra/local/testing/local-stack');
  const { localJobQueueName } = await import('../infra/local/function-env');
  const invocations: { queue: string; records: number; ms: number }[] = [];
  const stack = await startLocalStack({
    ports: await freeStackPorts(),
    dataDir,
    serveWeb: false,
    seed: false,
    reset: false,
    verbose: false,
    dynamoInMemory: true,
    transbankSaveDelayMs: 5000,
    onQueueInvocation: (queue, records, ms) => invocations.push({ queue, records, ms }),
  });
  const figures: BenchFigure[] = [];
  const figure = (name: string, value: number, unit: string) => {
    figures.push({ name, value, unit });
  };
  try {
    // The jobs' run at start, on empty tables.
    await stack.settle();
    invocations.length = 0;
    const { dynamo } = await import('../lambdas/lib/clients/dynamo');
    const env = stack.env;
    const seedStart = performance.now();
    const user = (index: number) => ({
      ...testUser({ uid: uidOf(index), email: `${uidOf(index)}@prueba.cl`, firstName: 'Rosa', birthDate: '1956-01-10', benefitReminders: true, household: { isPensioner: true, pensionAmount: 200_000 } }),
      activated: true,
      remindersPk: 'ON',
    });
    const subscription = (index: number) => ({
      ...billingKeys.subscription(uidOf(index)),
      uid: uidOf(index),
      plan: 'semestral',
      status: 'active',
      priceClp: 29_990,
      card: { username: uidOf(index), tbkUser: `tbk-${uidOf(index)}`, cardType: 'Visa', last4: '6623' },
      currentPeriodStart: '2026-06-15',
      currentPeriodEnd: '2026-12-15',
      renewalMonth: '2026-12',
      createdAt: '2026-06-15T12:00:00.000Z',
      updatedAt: '2026-06-15T12:00:00.000Z',
    });
    const send = (command: BatchWriteCommand) => dynamo.send(command) as Promise<{ UnprocessedItems?: Record<string, unknown[]> }>;
    for (let start = 0; start < users; start += 5000) {
      const indexes = Array.from({ length: Math.min(5000, users - start) }, (_unused, offset) => start + offset);
      await batchWrite(send, env.TABLE_USERS ?? '', indexes.map(user));
      await batchWrite(send, env.TABLE_BILLING ?? '', indexes.map(subscription));
    }
    figure('scale_users', users, 'users');
    figure('scale_seed', (performance.now() - seedStart) / 1000, 's');

    /** A day: the driver's run, then until its queue is empty; the items a second and the longest invocation. */
    const day = async (name: string, job: (typeof scheduledJobs)[number], event: unknown) => {
      const queue = localJobQueueName(job.name);
      const { handler } = (await import(path.join(repoRoot, 'lambdas', `${job.handler}.ts`))) as { handler: (event: unknown) => Promise<unknown> };
      const started = performance.now();
      await handler(event);
      const driverMs = performance.now() - started;
      await stack.queues.drain();
      const seconds = (performance.now() - started) / 1000;
      const mine = invocations.filter((invocation) => invocation.queue === queue);
      const longest = Math.max(driverMs, ...mine.map((invocation) => invocation.ms));
      const workMs = mine.reduce((sum, invocation) => sum + invocation.ms, 0);
      figure(`${name}_items_per_s`, users / seconds, 'items/s');
      figure(`${name}_wall`, seconds, 's');
      figure(`${name}_invocations`, mine.length, 'invocations');
      figure(`${name}_longest_invocation`, longest, 'ms');
      figure(`${name}_longest_of_timeout`, longest / (job.worker.timeoutSeconds * 1000), 'ratio');
      // Each message's share of its invocations' time: what an item costs the workers here, Transbank or SES aside.
      figure(`${name}_worker_ms_per_item`, workMs / users, 'ms');
      return workMs / users;
    };
    const job = (name: string) => {
      const found = scheduledJobs.find((candidate) => candidate.name === name);
      if (!found) throw new Error(`No job ${name}`);
      return found;
    };

    progress('scale: the billing day…');
    const billingMs = await day('billing', job('billing'), { at: BILLING_AT });
    // Every renewal charged once: a sample of the subscriptions moved on to their next period.
    const sample = Array.from({ length: Math.min(200, users) }, (_unused, index) => Math.floor((index * users) / Math.min(200, users)));
    const renewed = await Promise.all(
      sample.map(async (index) => (await dynamo.send(new GetCommand({ TableName: env.TABLE_BILLING, Key: billingKeys.subscription(uidOf(index)) }))).Item?.currentPeriodEnd === '2027-06-15'),
    );
    figure('billing_renewed_sample', renewed.filter(Boolean).length / sample.length, 'ratio');
    const downstream = performance.now();
    await stack.settle();
    figure('billing_receipts_settled', (performance.now() - downstream) / 1000, 's');

    progress('scale: the reminders day…');
    const remindersMs = await day('reminders', job('benefit-reminders'), { day: REMINDERS_DAY });
    const mailed = performance.now();
    await stack.settle();
    figure('reminders_mailed_after', (performance.now() - mailed) / 1000, 's');
    const { emails } = (await (await fetch(stack.urls.mailStore)).json()) as { emails: { subject: string }[] };
    figure('reminders_mails', emails.filter((mail) => mail.subject.includes('Bono Invierno')).length, 'mails');

    for (const projected of [1_000_000, 10_000_000]) {
      const label = projected === 1_000_000 ? '1m' : '10m';
      const billing = projectBillingDay(projected, billingMs);
      const reminders = projectRemindersDay(projected, remindersMs);
      figure(`billing_${label}_wall`, billing.wallSeconds / 3600, 'h');
      figure(`billing_${label}_cost`, billing.costUsd, 'USD');
      figure(`billing_${label}_cost_without_ses`, billing.costUsd - billing.sesUsd, 'USD');
      figure(`reminders_${label}_wall`, reminders.wallSeconds / 3600, 'h');
      figure(`reminders_${label}_cost`, reminders.costUsd, 'USD');
    }
    // The promise: a month's renewals for a million subscribers charged within its first five days.
    figure('promise_1m_renewals_within_days', projectBillingDay(1_000_000, billingMs).wallSeconds / 86_400, 'days (of 5)');
    const worst = worstBillingInvocationSeconds(TRANSBANK_CALL_TIMEOUT_MS / 1000);
    figure('billing_worst_invocation_projected', worst, 's');
    figure('billing_worst_invocation_of_timeout', worst / job('billing').worker.timeoutSeconds, 'ratio (of 0.33)');
    progress(
      `scale: prices used: Lambda ARM $${PRICES.lambdaGbSecond}/GB-s and $${PRICES.lambdaPerMillionRequests}/M requests, SQS $${PRICES.sqsPerMillionRequests}/M requests, DynamoDB on demand $${PRICES.dynamoPerMillionWrites}/M WRU and $${PRICES.dynamoPerMillionReads}/M RRU, SES $${PRICES.sesPerThousandMails}/1,000 mails; Transbank ${TRANSBANK_CALL_SECONDS} s a charge`,
    );
    return figures;
  } finally {
    await stack.stop();
    delete process.env.FAN_OUT_PACING;
  }
};

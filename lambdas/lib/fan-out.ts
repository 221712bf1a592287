import { randomUUID } from 'node:crypto';
import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { jobVisibilitySeconds, type JobWorkerDefinition } from '../../shared/data/jobs';
import { sqs } from './clients/sqs';
import { claimInRun, closeRunStart, markDoneInRun, openRun } from './job-ledger.repository';
import { logger } from './logger';

/**
 * The scheduled jobs' fan-out (shared/data/jobs.ts): a driver opens a *run* and puts one message per
 * walk on the job's queue; the worker, fed by the queue, turns a walk message into one page of items
 * (a message each) plus the message of the next page, and does the work of each item message.
 *
 * Each run once, each item once. SQS delivers at least once and an invocation may die after it sent
 * its page: without a ledger a walk message handled twice sends its page and the rest of the walk
 * twice (a fork), and a run started twice walks everything again. So (job-ledger.repository.ts):
 * - the run is opened once a job and period (a day, an hour): a second start finds its walks sent;
 * - every page is claimed by the message that reads it before its items go out, and marked done after;
 *   another message of the same page (a fork) finds the claim and goes, forking nothing;
 * - every item is claimed by its message before its work and marked done after: a copy of it (a page
 *   sent twice) or a redelivery after it was done finds the claim and does nothing.
 * Only the holder's own redelivery, after its invocation died between the claim and the mark, does
 * the work again: each item's work stays idempotent (a conditional write, a claim) for that case.
 */

/** Where a walk's page stopped: plain JSON, DynamoDB's `LastEvaluatedKey`. */
export type Cursor = Record<string, unknown>;

/** A message of a job's queue: a walk's page (its first without a cursor) or an item, of one run. */
export type JobMessage<Walk, Item> = { run: string; walk: Walk; cursor?: Cursor } | { run: string; item: Item };

export interface WalkPage<Item> {
  items: readonly Item[];
  /** The next page's cursor; none on the last page. */
  next?: Cursor;
}

/** The ledger a run's messages are checked against (job-ledger.repository.ts; a test may wrap it). */
export interface RunLedger {
  openRun(run: string): Promise<boolean>;
  closeRunStart(run: string, walks: number): Promise<void>;
  claim(run: string, key: string, holder: string, leaseSeconds: number): Promise<boolean>;
  done(run: string, key: string): Promise<void>;
}

export const dynamoLedger: RunLedger = { openRun, closeRunStart, claim: claimInRun, done: markDoneInRun };

/** The queue's URL from the job's variable (shared/data/jobs.ts `queueEnvVar`): set by the stack on the job's two functions only. */
export const jobQueueUrl = (envVar: string): string => {
  const url = process.env[envVar];
  if (!url) throw new Error(`Invalid function configuration: ${envVar} (the job's queue URL) is not set`);
  return url;
};

const SQS_BATCH = 10;
const BATCHES_AT_ONCE = 8;
const SEND_ATTEMPTS = 5;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends one batch of up to ten bodies; entries SQS refused (throttling) are sent again, and a batch still refused fails. */
const sendBatch = async (queueUrl: string, bodies: readonly unknown[]): Promise<void> => {
  let entries = bodies.map((body, index) => ({ Id: String(index), MessageBody: JSON.stringify(body) }));
  for (let attempt = 1; entries.length > 0; attempt += 1) {
    const result = await sqs.send(new SendMessageBatchCommand({ QueueUrl: queueUrl, Entries: entries }));
    const refused = new Set((result.Failed ?? []).map((failure) => failure.Id));
    entries = entries.filter((entry) => refused.has(entry.Id));
    if (entries.length === 0) return;
    if (attempt >= SEND_ATTEMPTS) throw new Error(`SQS refused ${entries.length} message(s) ${SEND_ATTEMPTS} times: ${(result.Failed ?? []).map((failure) => failure.Code).join(', ')}`);
    await sleep(50 * 2 ** attempt);
  }
};

/** Puts messages on a job's queue, ten a request and a few requests at a time. */
export const sendToQueue = async (queueUrl: string, bodies: readonly unknown[]): Promise<void> => {
  const batches: unknown[][] = [];
  for (let index = 0; index < bodies.length; index += SQS_BATCH) batches.push(bodies.slice(index, index + SQS_BATCH));
  for (let index = 0; index < batches.length; index += BATCHES_AT_ONCE) {
    await Promise.all(batches.slice(index, index + BATCHES_AT_ONCE).map((batch) => sendBatch(queueUrl, batch)));
  }
};

/**
 * A run's id: the job and the period a scheduled run covers (its day in Chile, its hour), so that a
 * second start of it (the scheduler's retry, a duplicate invocation) finds it; a run asked for by hand
 * (`{ at }`, `{ day }`: a missed day, or again on purpose) is a run of its own.
 */
export const runId = (job: string, period: string, byHand: boolean): string => `${job}#${period}${byHand ? `#${randomUUID().slice(0, 8)}` : ''}`;

/**
 * The driver's part: opens the run and puts one message per walk on the queue, each read page by page
 * by the workers. False when the run's walks were handed out already: nothing is sent again. A start
 * that died after sending and is started again sends them again: their first pages are claimed, so the
 * copies go without doing anything.
 */
export const startRun = async (queueEnvVar: string, run: string, walks: readonly unknown[], ledger: RunLedger = dynamoLedger): Promise<boolean> => {
  const queueUrl = jobQueueUrl(queueEnvVar);
  if (!(await ledger.openRun(run))) return false;
  await sendToQueue(queueUrl, walks.map((walk): JobMessage<unknown, never> => ({ run, walk })));
  await ledger.closeRunStart(run, walks.length);
  return true;
};

/** JSON with its keys sorted: the same page or item gives the same key whoever wrote its message. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b))) : inner,
  );

/** What the ledger knows a message by: its item, or its walk and where its page starts. */
const ledgerKey = (message: JobMessage<unknown, unknown>): string =>
  'item' in message ? `item:${canonical(message.item)}` : `page:${canonical(message.walk)}:${canonical(message.cursor ?? null)}`;

/**
 * Spaces the starts of paced items so that this invocation starts at most `perSecond` a second; the
 * job's rate is shared by its `maxConcurrency` invocations. `FAN_OUT_PACING=off` lifts it: only the
 * scale bench sets it, to measure what the machinery itself costs per item.
 */
export const pacer = (perSecond: number | undefined): (() => Promise<void>) => {
  if (!perSecond || process.env.FAN_OUT_PACING === 'off') return () => Promise.resolve();
  const gapMs = 1000 / perSecond;
  let nextStart = 0;
  return async () => {
    const now = Date.now();
    const start = Math.max(now, nextStart);
    nextStart = start + gapMs;
    if (start > now) await sleep(start - now);
  };
};

export interface FanOutWorker<Walk, Item> {
  /** Reads one page of a walk from its cursor (the first page without one). */
  readPage(walk: Walk, cursor: Cursor | undefined): Promise<WalkPage<Item>>;
  /** One item's work; a throw leaves the message to SQS, which hands it again, then to the dead-letter queue. */
  work(item: Item): Promise<void>;
  /** Whether an item counts against the provider's rate (a Transbank charge, a mail); all do by default. */
  paced?(item: Item): boolean;
}

export interface FanOutJob {
  readonly queueEnvVar: string;
  readonly worker: Pick<JobWorkerDefinition, 'itemsPerSecond' | 'maxConcurrency' | 'timeoutSeconds'>;
}

/**
 * The queue consumer of a job: the messages of a batch at once, walk pages and items alike, each
 * checked against the run's ledger; a failed message is reported alone (the event source mapping's
 * `ReportBatchItemFailures`), so that the rest of its batch is not handed again.
 */
export const fanOutWorker =
  <Walk, Item>(job: FanOutJob, spec: FanOutWorker<Walk, Item>, ledger: RunLedger = dynamoLedger) =>
  async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const pace = pacer(job.worker.itemsPerSecond === undefined ? undefined : job.worker.itemsPerSecond / job.worker.maxConcurrency);
    const lease = jobVisibilitySeconds(job.worker);
    const failed: string[] = [];
    const counts = { pages: 0, items: 0, copies: 0 };
    await Promise.all(
      event.Records.map(async (record) => {
        try {
          const message = JSON.parse(record.body) as JobMessage<Walk, Item>;
          const key = ledgerKey(message);
          if (!(await ledger.claim(message.run, key, record.messageId, lease))) {
            counts.copies += 1;
            return;
          }
          if ('item' in message) {
            if (spec.paced?.(message.item) ?? true) await pace();
            await spec.work(message.item);
            counts.items += 1;
          } else {
            const page = await spec.readPage(message.walk, message.cursor);
            // The page's items before the next page's message: a failure here hands this page again, never skips it.
            await sendToQueue(jobQueueUrl(job.queueEnvVar), [
              ...page.items.map((item): JobMessage<Walk, Item> => ({ run: message.run, item })),
              ...(page.next ? [{ run: message.run, walk: message.walk, cursor: page.next } satisfies JobMessage<Walk, Item>] : []),
            ]);
            counts.pages += 1;
          }
          await ledger.done(message.run, key);
        } catch (error) {
          logger.error('A job message failed; the queue hands it again', { messageId: record.messageId, receiveCount: record.attributes.ApproximateReceiveCount, error });
          failed.push(record.messageId);
        }
      }),
    );
    logger.info('Job messages handled', { ...counts, failed: failed.length });
    return { batchItemFailures: failed.map((itemIdentifier) => ({ itemIdentifier })) };
  };

import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { JobWorkerDefinition } from '../../shared/data/jobs';
import { sqs } from './clients/sqs';
import { logger } from './logger';

/**
 * The scheduled jobs' fan-out (shared/data/jobs.ts): a driver puts one message per walk on the job's
 * queue; the worker, fed by the queue, turns a walk message into one page of items (a message each)
 * plus the message of the next page, and does the work of each item message. Delivery is at least
 * once: a walk message handled twice hands its items out twice, so every item's work is idempotent
 * (a conditional write, a claim), as it was when one run walked everything.
 */

/** Where a walk's page stopped: plain JSON, DynamoDB's `LastEvaluatedKey`. */
export type Cursor = Record<string, unknown>;

export type JobMessage<Walk, Item> = { walk: Walk; cursor?: Cursor } | { item: Item };

export interface WalkPage<Item> {
  items: readonly Item[];
  /** The next page's cursor; none on the last page. */
  next?: Cursor;
}

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

/** The driver's part: one message per walk, each read page by page by the workers. */
export const startWalks = async (queueEnvVar: string, walks: readonly unknown[]): Promise<void> => {
  await sendToQueue(jobQueueUrl(queueEnvVar), walks.map((walk): JobMessage<unknown, never> => ({ walk })));
};

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

/**
 * The queue consumer of a job: the messages of a batch at once, walk pages and items alike; a failed
 * message is reported alone (the event source mapping's `ReportBatchItemFailures`), so that the rest
 * of its batch is not handed again.
 */
export const fanOutWorker =
  <Walk, Item>(job: { readonly queueEnvVar: string; readonly worker: Pick<JobWorkerDefinition, 'itemsPerSecond' | 'maxConcurrency'> }, spec: FanOutWorker<Walk, Item>) =>
  async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const pace = pacer(job.worker.itemsPerSecond === undefined ? undefined : job.worker.itemsPerSecond / job.worker.maxConcurrency);
    const failed: string[] = [];
    let pages = 0;
    let items = 0;
    await Promise.all(
      event.Records.map(async (record) => {
        try {
          const message = JSON.parse(record.body) as JobMessage<Walk, Item>;
          if ('item' in message) {
            if (spec.paced?.(message.item) ?? true) await pace();
            await spec.work(message.item);
            items += 1;
            return;
          }
          const page = await spec.readPage(message.walk, message.cursor);
          // The page's items before the next page's message: a failure here hands this page again, never skips it.
          await sendToQueue(jobQueueUrl(job.queueEnvVar), [
            ...page.items.map((item): JobMessage<Walk, Item> => ({ item })),
            ...(page.next ? [{ walk: message.walk, cursor: page.next } satisfies JobMessage<Walk, Item>] : []),
          ]);
          pages += 1;
        } catch (error) {
          logger.error('A job message failed; the queue hands it again', { messageId: record.messageId, receiveCount: record.attributes.ApproximateReceiveCount, error });
          failed.push(record.messageId);
        }
      }),
    );
    logger.info('Job messages handled', { pages, items, failed: failed.length });
    return { batchItemFailures: failed.map((itemIdentifier) => ({ itemIdentifier })) };
  };

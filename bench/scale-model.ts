/**
 * The scale bench's projection: from what a day cost per item on the local stack, what the same day
 * costs in AWS for more users. Prices: us-east-1, on-demand, as published in November 2026 (the stage's
 * region may differ by a few per cent); provider latencies as the numbers below say.
 */
import { REMINDER_MAILS_PER_SECOND, scheduledJobs, TRANSBANK_CHARGES_PER_SECOND, type JobWorkerDefinition } from '../shared/data/jobs';

export const PRICES = {
  /** Lambda on ARM (Graviton), per GB-second, and per million requests. */
  lambdaGbSecond: 0.000_013_333_4,
  lambdaPerMillionRequests: 0.2,
  /** SQS standard queue, per million requests (a batch of up to 10 messages is one request). */
  sqsPerMillionRequests: 0.4,
  /** DynamoDB on demand, per million write and read request units. */
  dynamoPerMillionWrites: 0.625,
  dynamoPerMillionReads: 0.125,
  /** SES, per 1,000 mails. */
  sesPerThousandMails: 0.1,
} as const;

/** The functions' memory (infra/lib/constructs/app-function.ts). */
export const FUNCTION_MEMORY_GB = 0.5;
/** A Transbank Oneclick authorization: one to two seconds; the mean used here. */
export const TRANSBANK_CALL_SECONDS = 1.5;
/** An SES SendEmail from Lambda. */
export const SES_CALL_SECONDS = 0.1;

/**
 * What one item costs in requests, besides Lambda's time: SQS (its send in a batch of 10, its share of
 * the batch's receive and delete, and the walk's page messages), DynamoDB request units (the page read's
 * share; each read and write of the item's work, transactions counting double, the indexes' writes), mails.
 */
export interface ItemRequests {
  sqs: number;
  dynamoWrites: number;
  dynamoReads: number;
  mails: number;
}

/**
 * A renewal charged: reads of the subscription (consistent) and its owner, the claim (and its index write),
 * the transaction of payment, subscription and outbox (twice each, plus the renewal index's move), the relay's
 * and the consumers' writes (KPI marker and counters, the receipt's claim), and the receipt.
 */
export const BILLING_ITEM: ItemRequests = { sqs: 0.31, dynamoWrites: 18, dynamoReads: 4, mails: 1 };
/** A reminder due: the opted-in user's share of its page (whole documents, ~2 KB), the outbox item, the mailer's reads, claim and send. */
export const REMINDER_ITEM: ItemRequests = { sqs: 0.31, dynamoWrites: 3, dynamoReads: 3, mails: 1 };

export interface DayProjection {
  users: number;
  /** Seconds from the run's start until the last item is done, at the provider's rate or the workers' capacity, whichever is lower. */
  wallSeconds: number;
  costUsd: number;
  lambdaUsd: number;
  sqsUsd: number;
  dynamoUsd: number;
  sesUsd: number;
}

/**
 * A day of `users` items, each taking `computeMs` of the function's own work (measured) plus
 * `providerSeconds` of waiting on its provider, with `maxConcurrency` invocations working ten items
 * at once and the provider's rate as the ceiling.
 */
export const projectDay = (users: number, options: { computeMs: number; providerSeconds: number; ratePerSecond: number; maxConcurrency: number; requests: ItemRequests }): DayProjection => {
  const itemSeconds = options.computeMs / 1000 + options.providerSeconds;
  // Ten items of a batch run at once: an invocation's billed time is about its slowest item, shared by the ten.
  const capacityPerSecond = (options.maxConcurrency * 10) / itemSeconds;
  const throughput = Math.min(options.ratePerSecond, capacityPerSecond);
  const wallSeconds = users / throughput;
  // Paced below capacity, an invocation also waits for its starts: its ten items start nine gaps of its share of the rate apart.
  const invocationSeconds = (throughput < capacityPerSecond ? (9 * options.maxConcurrency) / throughput : 0) + itemSeconds;
  const billedPerItem = invocationSeconds / 10;
  const lambdaUsd = users * billedPerItem * FUNCTION_MEMORY_GB * PRICES.lambdaGbSecond + (users / 10 / 1e6) * PRICES.lambdaPerMillionRequests;
  const sqsUsd = (users * options.requests.sqs * PRICES.sqsPerMillionRequests) / 1e6;
  const dynamoUsd = (users * (options.requests.dynamoWrites * PRICES.dynamoPerMillionWrites + options.requests.dynamoReads * PRICES.dynamoPerMillionReads)) / 1e6;
  const sesUsd = (users * options.requests.mails * PRICES.sesPerThousandMails) / 1000;
  return { users, wallSeconds, lambdaUsd, sqsUsd, dynamoUsd, sesUsd, costUsd: lambdaUsd + sqsUsd + dynamoUsd + sesUsd };
};

const worker = (name: string): JobWorkerDefinition => {
  const job = scheduledJobs.find((candidate) => candidate.name === name);
  if (!job) throw new Error(`No job ${name}`);
  return job.worker;
};

/** A billing day where every subscriber renews, at Transbank's rate. */
export const projectBillingDay = (users: number, computeMs: number): DayProjection =>
  projectDay(users, { computeMs, providerSeconds: TRANSBANK_CALL_SECONDS, ratePerSecond: TRANSBANK_CHARGES_PER_SECOND, maxConcurrency: worker('billing').maxConcurrency, requests: BILLING_ITEM });

/** A reminders day where every opted-in user is due one reminder, at the rate SES is given for them. */
export const projectRemindersDay = (users: number, computeMs: number): DayProjection =>
  projectDay(users, { computeMs, providerSeconds: SES_CALL_SECONDS, ratePerSecond: REMINDER_MAILS_PER_SECOND, maxConcurrency: worker('benefit-reminders').maxConcurrency, requests: REMINDER_ITEM });

/**
 * The worst invocation of the billing worker in the cloud: ten charges paced over its share of the
 * rate, the last one making two Transbank calls that each run to the SDK's timeout.
 */
export const worstBillingInvocationSeconds = (transbankTimeoutSeconds: number): number => {
  const billing = worker('billing');
  return (billing.batchSize * billing.maxConcurrency) / (billing.itemsPerSecond ?? Number.POSITIVE_INFINITY) + 2 * transbankTimeoutSeconds;
};

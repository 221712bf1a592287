/**
 * Test-only fault injection on the local stack (lambdas/events/outbox-faults.int.test.ts, the billing
 * model test): an option of `startLocalStack` that `npm start` never sets. The object is read on every
 * call, so a test turns a fault on and off while the stack runs.
 */
export interface LocalFaults {
  /** While true, the bus endpoint refuses PutEvents (503, as EventBridge does when it is unavailable). */
  busDown?: boolean;
  /** While true, the tables' stream readers read nothing (a crashed reader); a restart resumes from their checkpoints. */
  streamsStopped?: boolean;
  /** Bus consumers (`events/mailer`) that fail their next N deliveries; the bus retries them. */
  failNext?: Record<string, number>;
  /**
   * Queue consumers (`jobs/billing-worker`) whose handled messages the local SQS hands out once more when
   * this says so of their body: a delete that never reached SQS, an invocation that died after its work.
   */
  redeliverHandled?: Record<string, (body: string) => boolean>;
  /** Transbank's next answers, taken in order by the first call of their kind (infra/local/emulators/transbank). */
  transbank?: TransbankFault[];
  /** What the faults did, for the test to wait on. */
  counts: { putEventsRefused: number; deliveriesFailed: number; redelivered: number };
}

/** The Oneclick Mall calls a fault can hit. */
export type TransbankCall = 'start' | 'finish' | 'delete' | 'authorize' | 'status' | 'refund';

/**
 * What Transbank does to one call:
 * - `slow`: the call is done at once, its answer comes `delayMs` later (a charge in flight that lands);
 * - `unreachable`: the request never arrives (the connection is closed before anything is done);
 * - `server-error`: HTTP 503 before anything is done;
 * - `answer-lost`: the call is done (a charge made, a refund made), then the connection is closed without an answer.
 */
export interface TransbankFault {
  call: TransbankCall;
  kind: 'slow' | 'unreachable' | 'server-error' | 'answer-lost';
  delayMs?: number;
}

export const localFaults = (): LocalFaults => ({ counts: { putEventsRefused: 0, deliveriesFailed: 0, redelivered: 0 } });

/** Takes the first fault planned for this call, if any. */
export const takeTransbankFault = (faults: Pick<LocalFaults, 'transbank'> | undefined, call: TransbankCall): TransbankFault | undefined => {
  const index = faults?.transbank?.findIndex((fault) => fault.call === call) ?? -1;
  return index < 0 ? undefined : faults?.transbank?.splice(index, 1)[0];
};

/** Throws for a consumer that must fail this delivery (and counts it down). */
export const injectConsumerFault = (faults: LocalFaults | undefined, consumer: string): void => {
  const left = faults?.failNext?.[consumer] ?? 0;
  if (!faults?.failNext || left <= 0) return;
  faults.failNext[consumer] = left - 1;
  faults.counts.deliveriesFailed += 1;
  throw new Error(`Injected fault: ${consumer} fails (${left - 1} more)`);
};

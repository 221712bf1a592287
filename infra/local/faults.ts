/**
 * Test-only fault injection on the local stack (lambdas/events/outbox-faults.int.test.ts): an option
 * of `startLocalStack` that `npm start` never sets. The object is read on every call, so a test
 * turns a fault on and off while the stack runs.
 */
export interface LocalFaults {
  /** While true, the bus endpoint refuses PutEvents (503, as EventBridge does when it is unavailable). */
  busDown?: boolean;
  /** While true, the tables' stream readers read nothing (a crashed reader); a restart resumes from their checkpoints. */
  streamsStopped?: boolean;
  /** Bus consumers (`events/mailer`) that fail their next N deliveries; the bus retries them. */
  failNext?: Record<string, number>;
  /** What the faults did, for the test to wait on. */
  counts: { putEventsRefused: number; deliveriesFailed: number };
}

export const localFaults = (): LocalFaults => ({ counts: { putEventsRefused: 0, deliveriesFailed: 0 } });

/** Throws for a consumer that must fail this delivery (and counts it down). */
export const injectConsumerFault = (faults: LocalFaults | undefined, consumer: string): void => {
  const left = faults?.failNext?.[consumer] ?? 0;
  if (!faults?.failNext || left <= 0) return;
  faults.failNext[consumer] = left - 1;
  faults.counts.deliveriesFailed += 1;
  throw new Error(`Injected fault: ${consumer} fails (${left - 1} more)`);
};

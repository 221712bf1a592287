import { TRANSBANK_CALL_TIMEOUT_MS } from '../shared/billing';
import { scheduledJobs, TRANSBANK_CHARGES_PER_SECOND } from '../shared/data/jobs';
import { BILLING_ITEM, PRICES, projectBillingDay, projectDay, worstBillingInvocationSeconds } from './scale-model';

describe('the scale projection', () => {
  it('is bound by the provider’s rate when the workers could go faster: a million renewals at Transbank’s rate', () => {
    const day = projectBillingDay(1_000_000, 200);
    expect(day.wallSeconds).toBeCloseTo(1_000_000 / TRANSBANK_CHARGES_PER_SECOND);
    // The promise: well within the first five days of the month.
    expect(day.wallSeconds / 86_400).toBeLessThan(5);
  });

  it('is bound by the workers when the provider is faster than they are', () => {
    const day = projectDay(1000, { computeMs: 1000, providerSeconds: 0, ratePerSecond: 1e9, maxConcurrency: 2, requests: BILLING_ITEM });
    // Two invocations of ten items, each item a second: 20 items a second.
    expect(day.wallSeconds).toBeCloseTo(50);
  });

  it('adds up each service’s price per item', () => {
    const day = projectDay(1_000_000, { computeMs: 0, providerSeconds: 1, ratePerSecond: 1e9, maxConcurrency: 1000, requests: { sqs: 1, dynamoWrites: 1, dynamoReads: 1, mails: 1 } });
    expect(day.sqsUsd).toBeCloseTo(PRICES.sqsPerMillionRequests);
    expect(day.dynamoUsd).toBeCloseTo(PRICES.dynamoPerMillionWrites + PRICES.dynamoPerMillionReads);
    expect(day.sesUsd).toBeCloseTo(PRICES.sesPerThousandMails * 1000);
    // A tenth of a second of 0.5 GB per item, and one invocation per ten items.
    expect(day.lambdaUsd).toBeCloseTo(1_000_000 * 0.1 * 0.5 * PRICES.lambdaGbSecond + 0.1 * PRICES.lambdaPerMillionRequests);
    expect(day.costUsd).toBeCloseTo(day.sqsUsd + day.dynamoUsd + day.sesUsd + day.lambdaUsd);
  });

  it('keeps the billing worker’s worst invocation under a third of its timeout, even with two Transbank calls timing out', () => {
    const timeoutSeconds = scheduledJobs.find((job) => job.name === 'billing')?.worker.timeoutSeconds ?? 0;
    expect(worstBillingInvocationSeconds(TRANSBANK_CALL_TIMEOUT_MS / 1000)).toBeLessThanOrEqual(timeoutSeconds / 3);
  });
});

import { billItem, readBillingPage, type BillingItem, type BillingWalk } from '../billing/billing-walk.service';
import { transbankGateway } from '../billing/transbank';
import { fanOutWorker } from '../lib/fan-out';
import { scheduledJobs } from '../../shared/data/jobs';

const gateway = transbankGateway();
const job = scheduledJobs.find((candidate) => candidate.name === 'billing');
if (!job) throw new Error('The billing job is not defined');

/**
 * The billing job's queue consumer: a walk message becomes a page of subscriptions (a message each),
 * a subscription message is billed (lambdas/billing/billing.service.ts `billSubscription`), at
 * Transbank's rate (shared/data/jobs.ts). A charge Transbank could not be asked about for a day fails
 * its message: after the queue's retries it waits in the dead-letter queue, whose alarm calls a person,
 * and the next day's run asks again.
 */
export const handler = fanOutWorker<BillingWalk, BillingItem>(job, {
  readPage: readBillingPage,
  work: async (item) => {
    const result = await billItem(item, gateway);
    if (result.overdue > 0) throw new Error(`The charge of ${item.uid} has been pending for over 24 hours`);
  },
});

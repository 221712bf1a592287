import { billingWalks } from '../billing/billing-walk.service';
import { startWalks } from '../lib/fan-out';
import { logger } from '../lib/logger';
import { scheduledJobs } from '../../shared/data/jobs';

const job = scheduledJobs.find((candidate) => candidate.name === 'billing');

/**
 * Scheduled job (EventBridge Scheduler, daily at 10:00 in Chile; locally a timer of the stack, and
 * once at start): puts the billing day's walks on the job's queue (lambdas/billing/billing-walk.service.ts);
 * jobs/billing-worker pages through them and bills each subscription. `{ "at": ISO instant }` runs
 * a missed day again. Running it twice a day charges nothing twice.
 */
export const handler = async (event?: { at?: unknown }): Promise<{ walks: number }> => {
  if (!job) throw new Error('The billing job is not defined');
  const at = typeof event?.at === 'string' && !Number.isNaN(Date.parse(event.at)) ? new Date(event.at) : new Date();
  const walks = billingWalks(at);
  await startWalks(job.queueEnvVar, walks);
  logger.info('Billing day started', { at: at.toISOString(), walks: walks.length });
  return { walks: walks.length };
};

import { toIsoDate, todayInChile } from '../../shared/age';
import { billingWalks } from '../billing/billing-walk.service';
import { runId, startRun } from '../lib/fan-out';
import { logger } from '../lib/logger';
import { scheduledJobs } from '../../shared/data/jobs';

const job = scheduledJobs.find((candidate) => candidate.name === 'billing');

/**
 * Scheduled job (EventBridge Scheduler, daily at 10:00 in Chile; locally a timer of the stack, and
 * once at start): opens the day's run and puts its walks on the job's queue
 * (lambdas/billing/billing-walk.service.ts); jobs/billing-worker pages through them and bills each
 * subscription. A second start of the day's run sends nothing; `{ "at": ISO instant }` asks for a run
 * of its own (a missed day, or again by hand), which charges nothing twice either.
 */
export const handler = async (event?: { at?: unknown }): Promise<{ walks: number }> => {
  if (!job) throw new Error('The billing job is not defined');
  const asked = typeof event?.at === 'string' && !Number.isNaN(Date.parse(event.at)) ? new Date(event.at) : undefined;
  const at = asked ?? new Date();
  const walks = billingWalks(at);
  const started = await startRun(job.queueEnvVar, runId(job.name, toIsoDate(todayInChile(at)), asked !== undefined), walks);
  logger.info(started ? 'Billing day started' : 'Billing day already started', { at: at.toISOString(), walks: walks.length });
  return { walks: started ? walks.length : 0 };
};

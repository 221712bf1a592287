import { scheduledJobs } from '../../shared/data/jobs';
import { expiryDay } from '../internships/expiry.service';
import { startWalks } from '../lib/fan-out';
import { logger } from '../lib/logger';
import type { ExpiryWalk } from './expire-offers-worker';

const job = scheduledJobs.find((candidate) => candidate.name === 'expire-offers');

/**
 * Scheduled job (EventBridge Scheduler, hourly; locally a timer of the stack): puts the walk of the
 * open offers past their deadline on the job's queue; jobs/expire-offers-worker pages through them
 * and makes each vencida. `{ "at": ISO instant }` judges the deadlines as of that instant.
 */
export const handler = async (event?: { at?: unknown }): Promise<{ day: string }> => {
  if (!job) throw new Error('The offers expiry job is not defined');
  const at = typeof event?.at === 'string' && !Number.isNaN(Date.parse(event.at)) ? new Date(event.at) : new Date();
  const walk: ExpiryWalk = { day: expiryDay(at) };
  await startWalks(job.queueEnvVar, [walk]);
  logger.info('Offers expiry started', { ...walk });
  return walk;
};

import { scheduledJobs } from '../../shared/data/jobs';
import { expiryDay } from '../internships/expiry.service';
import { runId, startRun } from '../lib/fan-out';
import { logger } from '../lib/logger';
import type { ExpiryWalk } from './expire-offers-worker';

const job = scheduledJobs.find((candidate) => candidate.name === 'expire-offers');

/**
 * Scheduled job (EventBridge Scheduler, hourly; locally a timer of the stack): opens the hour's run and
 * puts the walk of the open offers past their deadline on the job's queue; jobs/expire-offers-worker
 * pages through them and makes each vencida. `{ "at": ISO instant }` judges the deadlines as of that
 * instant, in a run of its own.
 */
export const handler = async (event?: { at?: unknown }): Promise<{ day: string }> => {
  if (!job) throw new Error('The offers expiry job is not defined');
  const asked = typeof event?.at === 'string' && !Number.isNaN(Date.parse(event.at)) ? new Date(event.at) : undefined;
  const at = asked ?? new Date();
  const walk: ExpiryWalk = { day: expiryDay(at) };
  const started = await startRun(job.queueEnvVar, runId(job.name, at.toISOString().slice(0, 13), asked !== undefined), [walk]);
  logger.info(started ? 'Offers expiry started' : 'Offers expiry already started', { ...walk });
  return walk;
};

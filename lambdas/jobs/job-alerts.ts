import { parseIsoDate, todayInChile, toIsoDate } from '../../shared/age';
import { scheduledJobs } from '../../shared/data/jobs';
import { JOB_ALERT_SHARDS } from '../../shared/job-alerts';
import { startWalks } from '../lib/fan-out';
import { logger } from '../lib/logger';
import type { JobAlertsWalk } from '../students/job-alerts.service';

const job = scheduledJobs.find((candidate) => candidate.name === 'job-alerts');

/**
 * Scheduled job (EventBridge Scheduler, daily at 08:00 in Chile; locally a timer of the stack, and
 * once at start): puts one walk per partition of saved searches on the job's queue, each with the
 * run's Chilean day and instant; jobs/job-alerts-worker pages through them. `{ "day": "YYYY-MM-DD",
 * "at": ISO instant }` runs a missed day again (the window of new offers ends at `at`).
 */
export const handler = async (event?: { day?: unknown; at?: unknown }): Promise<{ walks: number }> => {
  if (!job) throw new Error('The job alerts job is not defined');
  const at = typeof event?.at === 'string' && !Number.isNaN(Date.parse(event.at)) ? new Date(event.at).toISOString() : new Date().toISOString();
  const day = toIsoDate((typeof event?.day === 'string' ? parseIsoDate(event.day) : undefined) ?? todayInChile(new Date(at)));
  const walks = Array.from({ length: JOB_ALERT_SHARDS }, (_, shard): JobAlertsWalk => ({ shard, day, at }));
  await startWalks(job.queueEnvVar, walks);
  logger.info('Job alerts day started', { day, at, walks: walks.length });
  return { walks: walks.length };
};

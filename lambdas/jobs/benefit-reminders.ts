import { parseIsoDate, todayInChile, toIsoDate } from '../../shared/age';
import { scheduledJobs } from '../../shared/data/jobs';
import { runId, startRun } from '../lib/fan-out';
import { logger } from '../lib/logger';
import { recountDaysUpTo } from '../users/coverage-recount.service';
import { jobAlertsWalks } from '../students/job-alerts.service';
import type { RemindersWalk } from './benefit-reminders-worker';

const job = scheduledJobs.find((candidate) => candidate.name === 'benefit-reminders');

/**
 * Scheduled job (EventBridge Scheduler, daily; locally a timer of the stack, and once at start), in
 * Chile's calendar: opens the day's run and puts its walks on the job's queue, the coverage recounts of each day to
 * recount (a birthday, a version starting or ending), the opted-in users, the partitions of the
 * students' saved searches and the claims whose decision is due ("¿Te lo aprobaron?");
 * jobs/benefit-reminders-worker pages through them, recounts each user and publishes each reminder,
 * follow-up and student's job alert due, which the mailer sends once. A second start of the same
 * day's run sends nothing.
 */
export const handler = async (event?: { day?: unknown; at?: unknown }): Promise<{ walks: number }> => {
  if (!job) throw new Error('The benefit reminders job is not defined');
  // A scheduled run judges today in Chile; `{ "day": "YYYY-MM-DD" }` runs a missed day again, as a run of its own.
  const asked = typeof event?.day === 'string' ? parseIsoDate(event.day) : undefined;
  const date = asked ?? todayInChile();
  const today = toIsoDate(date);
  // The job alerts' window of new offers ends at the run, or at `{ "at": ISO instant }`.
  const at = typeof event?.at === 'string' && !Number.isNaN(Date.parse(event.at)) ? new Date(event.at).toISOString() : new Date().toISOString();
  const walks: RemindersWalk[] = [
    ...recountDaysUpTo(date).map((day): RemindersWalk => ({ kind: 'recount', day, today })),
    { kind: 'reminders', today },
    { kind: 'follow-ups', today },
    ...jobAlertsWalks(today, at).map((walk): RemindersWalk => ({ kind: 'job-alerts', ...walk })),
  ];
  const started = await startRun(job.queueEnvVar, runId(job.name, today, asked !== undefined), walks);
  logger.info(started ? 'Benefit reminders day started' : 'Benefit reminders day already started', { today, walks: walks.length });
  return { walks: started ? walks.length : 0 };
};


import { scheduledJobs } from '../../shared/data/jobs';
import { runId, startRun } from '../lib/fan-out';
import { logger } from '../lib/logger';
import type { CleanUpWalk } from './clean-up-accounts-worker';

const job = scheduledJobs.find((candidate) => candidate.name === 'clean-up-accounts');

/**
 * Scheduled job (EventBridge Scheduler, hourly; locally a timer of the stack): opens the hour's run and
 * puts its three walks of accounts nobody can use (lambdas/accounts/account-cleanup.service.ts) on the job's queue;
 * jobs/clean-up-accounts-worker pages through them and removes each account. Each walk and account
 * is its own message: one that fails is retried alone, then waits in the dead-letter queue.
 */
export const handler = async (event?: { at?: unknown }): Promise<{ walks: number }> => {
  if (!job) throw new Error('The clean-up job is not defined');
  // `{ "at": ISO instant }`: a run of its own, judged at that instant (a run by hand).
  const asked = typeof event?.at === 'string' && !Number.isNaN(Date.parse(event.at)) ? new Date(event.at) : undefined;
  const at = (asked ?? new Date()).toISOString();
  const walks: CleanUpWalk[] = [
    { kind: 'google', at },
    { kind: 'password', at },
    { kind: 'unactivated', at },
  ];
  const started = await startRun(job.queueEnvVar, runId(job.name, at.slice(0, 13), asked !== undefined), walks);
  logger.info(started ? 'Accounts clean-up started' : 'Accounts clean-up already started', { at, walks: walks.length });
  return { walks: started ? walks.length : 0 };
};

import { scheduledJobs } from '../../shared/data/jobs';
import { startWalks } from '../lib/fan-out';
import { logger } from '../lib/logger';
import type { CleanUpWalk } from './clean-up-accounts-worker';

const job = scheduledJobs.find((candidate) => candidate.name === 'clean-up-accounts');

/**
 * Scheduled job (EventBridge Scheduler, hourly; locally a timer of the stack): puts the three walks of
 * accounts nobody can use (lambdas/accounts/account-cleanup.service.ts) on the job's queue;
 * jobs/clean-up-accounts-worker pages through them and removes each account. Each walk and account
 * is its own message: one that fails is retried alone, then waits in the dead-letter queue.
 */
export const handler = async (): Promise<{ walks: number }> => {
  if (!job) throw new Error('The clean-up job is not defined');
  const at = new Date().toISOString();
  const walks: CleanUpWalk[] = [
    { kind: 'google', at },
    { kind: 'password', at },
    { kind: 'unactivated', at },
  ];
  await startWalks(job.queueEnvVar, walks);
  logger.info('Accounts clean-up started', { at, walks: walks.length });
  return { walks: walks.length };
};

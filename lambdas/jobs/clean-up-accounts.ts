import { removeExpiredRegistrations, removeOrphanFederatedAccounts, removeOrphanPasswordAccounts, type CleanUpCount } from '../accounts/account-cleanup.service';
import { logger } from '../lib/logger';

/**
 * Scheduled job (EventBridge Scheduler, hourly; locally a timer of the stack): removes the accounts
 * nobody can use (lambdas/accounts/account-cleanup.service.ts). Each part runs even if another
 * failed; a failure fails the run, so that the scheduler retries it.
 */
export const handler = async (): Promise<Record<'federated' | 'password' | 'unactivated', CleanUpCount>> => {
  const now = new Date();
  const failures: unknown[] = [];
  const run = async (part: (at: Date) => Promise<CleanUpCount>): Promise<CleanUpCount> => {
    try {
      return await part(now);
    } catch (error) {
      failures.push(error);
      return { checked: 0, removed: 0 };
    }
  };
  const result = { federated: await run(removeOrphanFederatedAccounts), password: await run(removeOrphanPasswordAccounts), unactivated: await run(removeExpiredRegistrations) };
  logger.info('Accounts cleaned up', result);
  if (failures.length > 0) throw failures[0];
  return result;
};

import { removeOrphanFederatedAccounts } from '../accounts/federation.service';
import { logger } from '../lib/logger';

/**
 * Scheduled job (EventBridge Scheduler, hourly; locally a timer of the stack): removes federated
 * accounts that never completed their registration within 24 hours.
 */
export const handler = async (): Promise<{ checked: number; removed: number }> => {
  const result = await removeOrphanFederatedAccounts(new Date());
  logger.info('Orphan federated accounts checked', result);
  return result;
};

import { runBilling } from '../billing/billing.service';
import { transbankGateway } from '../billing/transbank';
import { logger } from '../lib/logger';

/**
 * Scheduled job (EventBridge Scheduler, daily; locally a timer of the stack, and once at start):
 * applies the terms' billing rules. Running it twice a day charges nothing twice.
 */
export const handler = async (): Promise<Awaited<ReturnType<typeof runBilling>>> => {
  const result = await runBilling(new Date(), transbankGateway());
  logger.info('Billing run', { ...result });
  // A charge Transbank could not be asked about for a day needs a person: the failed run raises the function's errors alarm.
  if (result.overdue > 0) throw new Error(`${result.overdue} charge(s) pending for over 24 hours`);
  return result;
};

import type { Context } from 'aws-lambda';
import { runBilling } from '../billing/billing.service';
import { paymentGateway } from '../billing/payment-gateway';
import { logger } from '../lib/logger';

/**
 * Scheduled job (EventBridge Scheduler, daily; locally a timer of the stack, and once at start):
 * applies the terms' billing rules. Running it twice a day charges nothing twice.
 */
export const handler = async (_event?: unknown, context?: Context): Promise<Awaited<ReturnType<typeof runBilling>>> => {
  if (context) logger.addContext(context);
  const result = await runBilling(new Date(), paymentGateway());
  logger.info('Billing run', { ...result });
  return result;
};

import { expireOffers, type ExpiryCount } from '../internships/expiry.service';
import { logger } from '../lib/logger';

/** Scheduled job (EventBridge Scheduler, hourly; locally a timer of the stack): internship offers past their deadline become vencida. */
export const handler = async (): Promise<ExpiryCount> => {
  const result = await expireOffers();
  logger.info('Offers expired', { ...result });
  return result;
};

import { subscriptionIncludes, type PlanFeature } from '../../shared/plans';
import { getSubscription } from '../billing/billing.repository';

/**
 * Whether a company's own subscription, read on the server, gives it a company feature now
 * (`candidate-search`, `featured-offers`: shared/plans.ts). Publishing needs no plan.
 */
export const companyHasPlanFeature = async (companyUid: string, feature: Extract<PlanFeature, 'candidate-search' | 'featured-offers'>): Promise<boolean> =>
  subscriptionIncludes(await getSubscription(companyUid), feature, 'company');

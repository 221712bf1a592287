import { subscriptionIncludes, type PlanFeature } from '../../shared/plans';
import { getSubscription } from '../billing/billing.repository';

/**
 * Whether the user's own subscription record, read on the server (never a flag the client sends),
 * gives this feature of the plan catalogue now (shared/plans.ts: active or in its grace period).
 */
export const hasPlanFeature = async (uid: string, feature: PlanFeature): Promise<boolean> => subscriptionIncludes(await getSubscription(uid), feature);

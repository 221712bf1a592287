import type { SubscriptionStatus } from '../../shared/admin';
import { planIncludes, type PlanFeature } from '../../shared/plans';
import { getSubscription } from '../billing/billing.repository';

/** A subscription whose features are in force: paid (`active`), or in its grace period after a failed charge (`past_due`, five days). */
const inForce: ReadonlySet<SubscriptionStatus> = new Set(['active', 'past_due']);

/**
 * Whether the user's own subscription record, read on the server (never a flag the client sends),
 * includes this feature of the plan catalogue (shared/plans.ts).
 */
export const hasPlanFeature = async (uid: string, feature: PlanFeature): Promise<boolean> => {
  const subscription = await getSubscription(uid);
  return subscription !== undefined && inForce.has(subscription.status) && planIncludes(subscription.plan, feature);
};

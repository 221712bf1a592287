import { cancelMyPlanRoute } from '../../../shared/contracts/billing/post-cancel';
import { cancelAtPeriodEnd } from '../../billing/subscription.service';
import { defineHandler, json } from '../../lib/http';

/** POST /api/billing/cancel: the caller's plan ends at its period's end, with no further charge. */
export const handler = defineHandler(cancelMyPlanRoute, async ({ caller }) => json(200, await cancelAtPeriodEnd(caller.uid)));

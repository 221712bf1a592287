import { routes } from '../../../shared/routes';
import { myPlan } from '../../billing/subscription.service';
import { defineHandler, json } from '../../lib/http';

/** GET /api/billing/plan: the plans, the caller's subscription and receipts. */
export const handler = defineHandler(routes.getMyPlan, async ({ caller }) => json(200, await myPlan(caller.uid)));

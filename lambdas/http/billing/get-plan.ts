import { getMyPlanRoute } from '../../../shared/contracts/billing/get-plan';
import { myPlan } from '../../billing/subscription.service';
import { transbankGateway } from '../../billing/transbank';
import { defineHandler, json } from '../../lib/http';

/** GET /api/billing/plan: the plans, the caller's subscription and receipts; a first charge Transbank left unanswered is settled first. */
export const handler = defineHandler(getMyPlanRoute, async ({ caller }) => json(200, await myPlan(caller.uid, transbankGateway())));

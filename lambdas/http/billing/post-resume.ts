import { resumeMyPlanRoute } from '../../../shared/contracts/billing/post-resume';
import { resumePlan } from '../../billing/subscription.service';
import { defineHandler, json } from '../../lib/http';

/** POST /api/billing/resume: the caller's plan, cancelled at its period's end, renews again. */
export const handler = defineHandler(resumeMyPlanRoute, async ({ caller }) => json(200, await resumePlan(caller.uid)));

import { countBenefitCheckRoute } from '../../../shared/contracts/kpi/post-benefit-check';
import { countCheck } from '../../claims/funnel.service';
import { defineHandler, json, viewerAddress } from '../../lib/http';

/** POST /api/kpi/benefit-checks: an anonymous check started or finished, counted; nothing else is received or kept. */
export const handler = defineHandler(countBenefitCheckRoute, async ({ event, body }) => {
  await countCheck(body.stage, viewerAddress(event));
  return json(202, {});
});

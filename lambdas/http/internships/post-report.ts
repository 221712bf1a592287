import { reportInternshipRoute } from '../../../shared/contracts/internships/post-report';
import { messages } from '../../../shared/messages';
import { reportOffer } from '../../internships/offers.service';
import { defineHandler, json } from '../../lib/http';

/** POST /api/internships/{offerId}/reports: a signed-in user reports an offer to the admins, once. */
export const handler = defineHandler(reportInternshipRoute, async ({ caller, params, body }) => {
  await reportOffer(caller.uid, params.offerId, body);
  return json(201, { message: messages['offer/reported'] });
});

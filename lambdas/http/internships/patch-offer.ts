import { moderateInternshipRoute } from '../../../shared/contracts/internships/patch-offer';
import { moderateOffer } from '../../internships/moderation.service';
import { defineHandler, json } from '../../lib/http';

/** PATCH /api/admin/internships/{offerId}: an admin hides an offer with a reason its company is mailed, or brings a hidden one back as pausada. */
export const handler = defineHandler(moderateInternshipRoute, async ({ caller, params, body }) => json(200, await moderateOffer(params.offerId, body, caller.uid)));

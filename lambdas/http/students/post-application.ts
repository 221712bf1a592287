import { applyToOfferRoute } from '../../../shared/contracts/students/post-application';
import { defineHandler, json } from '../../lib/http';
import { applyToOffer } from '../../students/applications.service';

/** POST /api/internships/{offerId}/applications: the caller applies with their student profile, CV and a message. */
export const handler = defineHandler(applyToOfferRoute, async ({ caller, document, params, body }) =>
  json(201, await applyToOffer(caller.uid, params.offerId, body, { student: typeof document.studentSince === 'string' })),
);

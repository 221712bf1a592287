import { requestInsuranceContactRoute } from '../../../shared/contracts/seguros/post-contact-request';
import { defineHandler, json } from '../../lib/http';
import { requestInsuranceContact } from '../../support/support.service';

/** POST /api/seguros/contact-requests: "Quiero que me contacten" about an insurance. */
export const handler = defineHandler(requestInsuranceContactRoute, async ({ caller, body }) => {
  return json(201, await requestInsuranceContact(caller.uid, body));
});

import * as routes from '../../../shared/route-table';
import { defineHandler, json } from '../../lib/http';
import { requestInsuranceContact } from '../../support/support.service';

/** POST /api/seguros/contact-requests: "Quiero que me contacten" about an insurance. */
export const handler = defineHandler(routes.requestInsuranceContact, async ({ caller, body }) => {
  return json(201, await requestInsuranceContact(caller.uid, body));
});

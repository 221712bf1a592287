import { insuranceContactBodySchema } from '../../../shared/account';
import { unauthorized } from '../../lib/errors';
import { httpHandler, json } from '../../lib/http';
import { requestInsuranceContact } from '../../support/support.service';

/** POST /api/seguros/contact-requests: "Quiero que me contacten" about an insurance. */
export const handler = httpHandler('POST /api/seguros/contact-requests', { body: insuranceContactBodySchema }, async ({ caller, body }) => {
  if (!caller) throw unauthorized();
  return json(201, await requestInsuranceContact(caller.uid, body));
});

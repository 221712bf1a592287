import { completeGoogleRegistrationRoute } from '../../../shared/contracts/accounts/post-register-google';
import { completeGoogleRegistration } from '../../accounts/federation.service';
import { defineHandler, json } from '../../lib/http';

/**
 * POST /api/register/google: completes the registration of the caller's Google account, with the
 * same validation as POST /api/register. The e-mail comes from the token, never from the body.
 */
export const handler = defineHandler(completeGoogleRegistrationRoute, async ({ caller, body }) => {
  return json(201, await completeGoogleRegistration(caller, body));
});

import { googleRegisterBodySchema } from '../../../shared/federation';
import { completeGoogleRegistration } from '../../accounts/federation.service';
import { unauthorized } from '../../lib/errors';
import { httpHandler, json } from '../../lib/http';

/**
 * POST /api/register/google: completes the registration of the caller's Google account, with the
 * same validation as POST /api/register. The e-mail comes from the token, never from the body.
 */
export const handler = httpHandler('POST /api/register/google', { body: googleRegisterBodySchema }, async ({ caller, body }) => {
  if (!caller) throw unauthorized();
  return json(201, await completeGoogleRegistration(caller, body));
});

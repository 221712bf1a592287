import { z } from 'zod';
import { activationMailResentMessage } from '../../../shared/admin';
import { resendActivationMail } from '../../admin/admin-users.service';
import { unauthorized } from '../../lib/errors';
import { httpHandler, json } from '../../lib/http';

/** POST /api/admin/users/{uid}/activation-mail: a new activation link for an account not yet active (202). */
export const handler = httpHandler('POST /api/admin/users/{uid}/activation-mail', { body: z.strictObject({}).optional() }, async ({ caller, params }) => {
  if (!caller) throw unauthorized();
  await resendActivationMail(caller, params.uid);
  return json(202, { message: activationMailResentMessage });
});

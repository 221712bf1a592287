import { resendActivationMailRoute } from '../../../shared/contracts/admin/post-activation-mail';
import { messages } from '../../../shared/messages';
import { resendActivationMail } from '../../admin/user-management.service';
import { defineHandler, json } from '../../lib/http';

/** POST /api/admin/users/{uid}/activation-mail: a new activation link for an account not yet active (202). */
export const handler = defineHandler(resendActivationMailRoute, async ({ caller, params }) => {
  await resendActivationMail(caller, params.uid);
  return json(202, { message: messages['admin/activation-mail-resent'] });
});

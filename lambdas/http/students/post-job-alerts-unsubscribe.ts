import { unsubscribeJobAlertsRoute } from '../../../shared/contracts/students/post-job-alerts-unsubscribe';
import { messages } from '../../../shared/messages';
import { UNSUBSCRIBE_TOKEN_MAX_LENGTH } from '../../../shared/reminders';
import { HttpError } from '../../lib/errors';
import { defineHandler, json } from '../../lib/http';
import { unsubscribeJobAlerts } from '../../students/job-alerts.service';

/**
 * POST /api/job-alerts/unsubscribe/{token}: a mail client's one click (RFC 8058), or the confirmation
 * page's button; pauses the student's alert mails without a sign-in.
 */
export const handler = defineHandler(unsubscribeJobAlertsRoute, async ({ params }) => {
  const { token } = params;
  if (!token || token.length > UNSUBSCRIBE_TOKEN_MAX_LENGTH) throw new HttpError(400, 'invalid-link', 'job-alerts/invalid-link');
  await unsubscribeJobAlerts(token);
  return json(200, { message: messages['job-alerts/unsubscribed'] });
});

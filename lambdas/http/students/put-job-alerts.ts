import { saveJobAlertsRoute } from '../../../shared/contracts/students/put-job-alerts';
import { defineHandler, json } from '../../lib/http';
import { saveJobAlerts } from '../../students/job-alerts.service';

/** PUT /api/intern/job-alerts: the caller's saved searches and their mails' pause, whole; their new offers come by mail once a day. */
export const handler = defineHandler(saveJobAlertsRoute, async ({ caller, document, body }) => json(200, await saveJobAlerts(caller.uid, body, { student: typeof document.studentSince === 'string' })));

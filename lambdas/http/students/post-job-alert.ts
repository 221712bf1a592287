import { saveJobAlertRoute } from '../../../shared/contracts/students/post-job-alert';
import { defineHandler, json } from '../../lib/http';
import { saveJobAlert } from '../../students/job-alerts.service';

/** POST /api/intern/job-alerts: saves a search of the listing; its new offers come by mail once a day. */
export const handler = defineHandler(saveJobAlertRoute, async ({ caller, document, body }) =>
  json(201, await saveJobAlert(caller.uid, body, { student: typeof document.studentSince === 'string' })),
);

import { listJobAlertsRoute } from '../../../shared/contracts/students/get-job-alerts';
import { defineHandler, json } from '../../lib/http';
import { myJobAlerts } from '../../students/job-alerts.service';

/** GET /api/intern/job-alerts: the caller's saved searches. */
export const handler = defineHandler(listJobAlertsRoute, async ({ caller }) => json(200, await myJobAlerts(caller.uid)));

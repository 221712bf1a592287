import { removeJobAlertRoute } from '../../../shared/contracts/students/delete-job-alert';
import { defineHandler, json } from '../../lib/http';
import { removeJobAlert } from '../../students/job-alerts.service';

/** DELETE /api/intern/job-alerts/{alertId}: removes one of the caller's saved searches. */
export const handler = defineHandler(removeJobAlertRoute, async ({ caller, params }) => json(200, await removeJobAlert(caller.uid, params.alertId)));

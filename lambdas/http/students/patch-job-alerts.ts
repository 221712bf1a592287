import { setJobAlertsPausedRoute } from '../../../shared/contracts/students/patch-job-alerts';
import { defineHandler, json } from '../../lib/http';
import { setJobAlertsPaused } from '../../students/job-alerts.service';

/** PATCH /api/intern/job-alerts {paused}: pauses or resumes the caller's alert mails. */
export const handler = defineHandler(setJobAlertsPausedRoute, async ({ caller, body }) => json(200, await setJobAlertsPaused(caller.uid, body.paused)));

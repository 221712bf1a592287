import { listMyApplicationsRoute } from '../../../shared/contracts/students/get-applications';
import { defineHandler, json } from '../../lib/http';
import { studentApplications } from '../../students/applications.service';

/** GET /api/intern/applications: the caller's own applications, newest first. */
export const handler = defineHandler(listMyApplicationsRoute, async ({ caller }) => json(200, await studentApplications(caller.uid)));

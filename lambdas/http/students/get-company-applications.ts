import { companyApplicationsRoute } from '../../../shared/contracts/students/get-company-applications';
import { defineHandler, json } from '../../lib/http';
import { companyApplicationsSummary } from '../../students/applications.service';

/** GET /api/company/applications: the caller's offers with their applicants, and the latest applicants, for its panel. */
export const handler = defineHandler(companyApplicationsRoute, async ({ caller }) => json(200, await companyApplicationsSummary(caller.uid)));

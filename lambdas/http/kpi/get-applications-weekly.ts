import { applicationsWeeklyKpiRoute } from '../../../shared/contracts/kpi/get-applications-weekly';
import { defineHandler, json } from '../../lib/http';
import { applicationsWeeklyKpi } from '../../students/application-kpis.service';

/** GET /api/kpi/applications-weekly: applications to internship offers by week, from the counters (one Query). */
export const handler = defineHandler(applicationsWeeklyKpiRoute, async () => json(200, await applicationsWeeklyKpi()));

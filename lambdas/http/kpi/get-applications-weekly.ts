import { applicationsWeeklyKpiRoute } from '../../../shared/contracts/kpi/get-applications-weekly';
import { defineHandler, json } from '../../lib/http';
import { internshipFunnelKpi } from '../../internships/funnel-kpis.service';

/** GET /api/kpi/applications-weekly: the prácticas funnel by week (offers published, applications, messages, selections), from the counters (one Query). */
export const handler = defineHandler(applicationsWeeklyKpiRoute, async () => json(200, await internshipFunnelKpi()));

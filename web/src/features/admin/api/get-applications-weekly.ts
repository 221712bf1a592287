import { applicationsWeeklyKpiRoute } from '@shared/contracts/kpi/get-applications-weekly';
import type { ApplicationsWeeklyKpi } from '@shared/students';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { kpiKey } from './get-kpis';
import { retryServerErrors } from './retry';

/** `GET /api/kpi/applications-weekly`: the prácticas funnel by week (offers published, applications, messages, selections; counts only). */
export const useApplicationsWeekly = () =>
  useQuery(
    queryOptions({
      queryKey: [...kpiKey, 'applications-weekly'],
      queryFn: ({ signal }): Promise<ApplicationsWeeklyKpi> => apiRequest(applicationsWeeklyKpiRoute, { signal }),
      retry: retryServerErrors,
    }),
  );

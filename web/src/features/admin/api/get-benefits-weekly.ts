import type { BenefitsWeeklyKpi } from '@shared/claims';
import { benefitsWeeklyKpiRoute } from '@shared/contracts/kpi/get-benefits-weekly';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { kpiKey } from './get-kpis';
import { retryServerErrors } from './retry';

/** `GET /api/kpi/benefits-weekly`: the benefits funnel by week (counts and pesos only). */
export const useBenefitsWeekly = () =>
  useQuery(
    queryOptions({
      queryKey: [...kpiKey, 'benefits-weekly'],
      queryFn: ({ signal }): Promise<BenefitsWeeklyKpi> => apiRequest(benefitsWeeklyKpiRoute, { signal }),
      retry: retryServerErrors,
    }),
  );

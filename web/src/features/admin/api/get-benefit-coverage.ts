import { benefitCoverageKpiRoute } from '@shared/contracts/kpi/get-benefit-coverage';
import type { BenefitCoverageKpi } from '@shared/benefits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { kpiKey } from './get-kpis';
import { retryServerErrors } from './retry';

/** `GET /api/kpi/benefit-coverage`: users likely / maybe / no by benefit (aggregate counts only). */
export const getBenefitCoverage = async (signal?: AbortSignal): Promise<BenefitCoverageKpi> => apiRequest(benefitCoverageKpiRoute, { signal });

export const benefitCoverageQueryOptions = () =>
  queryOptions({ queryKey: [...kpiKey, 'benefit-coverage'], queryFn: ({ signal }) => getBenefitCoverage(signal), retry: retryServerErrors });

export const useBenefitCoverage = () => useQuery(benefitCoverageQueryOptions());

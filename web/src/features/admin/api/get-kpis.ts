import { paidSubscriptionsKpiRoute } from '@shared/contracts/kpi/get-all-paid-subscriptions';
import { usersWithPlanKpiRoute } from '@shared/contracts/kpi/get-all-users-with-plan';
import type { PaidSubscriptionsKpi, UsersWithPlanKpi } from '@shared/admin';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryServerErrors } from './retry';

/** `GET /api/kpi/get-all-paid-subscriptions`: paid charges and revenue by month. */
export const getPaidSubscriptions = async (signal?: AbortSignal): Promise<PaidSubscriptionsKpi> =>
  apiRequest(paidSubscriptionsKpiRoute, { signal });

/** `GET /api/kpi/get-all-users-with-plan`: users with a live subscription, by plan. */
export const getUsersWithPlan = async (signal?: AbortSignal): Promise<UsersWithPlanKpi> =>
  apiRequest(usersWithPlanKpiRoute, { signal });

export const kpiKey = ['admin', 'kpi'] as const;

export const paidSubscriptionsQueryOptions = () =>
  queryOptions({ queryKey: [...kpiKey, 'paid-subscriptions'], queryFn: ({ signal }) => getPaidSubscriptions(signal), retry: retryServerErrors });
export const usersWithPlanQueryOptions = () =>
  queryOptions({ queryKey: [...kpiKey, 'users-with-plan'], queryFn: ({ signal }) => getUsersWithPlan(signal), retry: retryServerErrors });

export type KpiState =
  | { readonly status: 'pending' }
  | { readonly status: 'error'; readonly retry: () => void }
  | { readonly status: 'success'; readonly payments: PaidSubscriptionsKpi; readonly plans: UsersWithPlanKpi };

/** The two KPI calls of product §7, made in parallel; either failing fails the page. */
export const useKpis = (): KpiState =>
  useQueries({
    queries: [paidSubscriptionsQueryOptions(), usersWithPlanQueryOptions()],
    combine: ([payments, plans]): KpiState => {
      if (payments.isError || plans.isError) {
        return {
          status: 'error',
          retry: () => {
            if (payments.isError) void payments.refetch();
            if (plans.isError) void plans.refetch();
          },
        };
      }
      if (payments.data && plans.data) return { status: 'success', payments: payments.data, plans: plans.data };
      return { status: 'pending' };
    },
  });

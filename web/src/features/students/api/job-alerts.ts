import type { JobAlertBody } from '@shared/contracts/students/post-job-alert';
import { removeJobAlertRoute } from '@shared/contracts/students/delete-job-alert';
import { listJobAlertsRoute } from '@shared/contracts/students/get-job-alerts';
import { setJobAlertsPausedRoute } from '@shared/contracts/students/patch-job-alerts';
import { saveJobAlertRoute } from '@shared/contracts/students/post-job-alert';
import type { JobAlertList } from '@shared/job-alerts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const jobAlertsQueryKey = ['job-alerts'] as const;

/** `GET /api/intern/job-alerts`: the student's saved searches; each change answers the whole list, which replaces it. */
export const useJobAlerts = () => useQuery(queryOptions({ queryKey: jobAlertsQueryKey, queryFn: ({ signal }): Promise<JobAlertList> => apiRequest(listJobAlertsRoute, { signal }) }));

const useJobAlertsChange = <Input>(change: (input: Input) => Promise<JobAlertList>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSuccess: (list) => queryClient.setQueryData(jobAlertsQueryKey, list) });
};

/** `POST /api/intern/job-alerts` */
export const useSaveJobAlert = () => useJobAlertsChange((search: JobAlertBody) => apiRequest(saveJobAlertRoute, { body: search }));
/** `DELETE /api/intern/job-alerts/{alertId}` */
export const useRemoveJobAlert = () => useJobAlertsChange((alertId: string) => apiRequest(removeJobAlertRoute, { params: { alertId } }));
/** `PATCH /api/intern/job-alerts {paused}` */
export const useSetJobAlertsPaused = () => useJobAlertsChange((paused: boolean) => apiRequest(setJobAlertsPausedRoute, { body: { paused } }));

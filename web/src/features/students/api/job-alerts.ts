import { listJobAlertsRoute } from '@shared/contracts/students/get-job-alerts';
import { saveJobAlertsRoute, type JobAlertsBody } from '@shared/contracts/students/put-job-alerts';
import type { JobAlert, JobAlertList, JobAlertSearch } from '@shared/job-alerts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const jobAlertsQueryKey = ['job-alerts'] as const;

/** `GET /api/intern/job-alerts`: the student's saved searches and whether their mails are paused. */
export const useJobAlerts = () => useQuery(queryOptions({ queryKey: jobAlertsQueryKey, queryFn: ({ signal }): Promise<JobAlertList> => apiRequest(listJobAlertsRoute, { signal }) }));

/** A saved search as the PUT takes it back: its filters (the server keeps its id and when it was saved). */
export const searchOf = ({ area, region, modality }: JobAlert): JobAlertSearch => ({ ...(area ? { area } : {}), ...(region ? { region } : {}), ...(modality ? { modality } : {}) });

/** `PUT /api/intern/job-alerts`: the whole list and the pause; the answer replaces the cached list. */
export const useSaveJobAlerts = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JobAlertsBody): Promise<JobAlertList> => apiRequest(saveJobAlertsRoute, { body }),
    onSuccess: (list) => queryClient.setQueryData(jobAlertsQueryKey, list),
  });
};

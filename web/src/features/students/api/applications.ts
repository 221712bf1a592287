import { type ApplyBody, applyToOfferRoute } from '@shared/contracts/students/post-application';
import { listMyApplicationsRoute } from '@shared/contracts/students/get-applications';
import { withdrawMyApplicationRoute } from '@shared/contracts/students/post-application-withdrawal';
import type { StudentApplication, StudentApplicationList } from '@shared/students';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { myApplicationsQueryKey } from './query-keys';

/**
 * `GET /api/intern/applications`: the student's applications, newest first. Live: the server
 * pushes `{ type: 'application', offerId }` when one changes and the session re-reads it
 * (students/live.ts); a re-read on focus covers the time the socket was down.
 */
export const useMyApplications = () =>
  useQuery(
    queryOptions({
      queryKey: myApplicationsQueryKey,
      queryFn: ({ signal }): Promise<StudentApplicationList> => apiRequest(listMyApplicationsRoute, { signal }),
      refetchOnWindowFocus: 'always',
    }),
  );

/** `POST /api/internships/{offerId}/applications` */
export const useApply = (offerId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplyBody): Promise<StudentApplication> => apiRequest(applyToOfferRoute, { params: { offerId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myApplicationsQueryKey }),
  });
};

/** `POST /api/intern/applications/{offerId}/withdrawal`: the student withdraws their application (final). */
export const useWithdrawApplication = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offerId: string): Promise<StudentApplication> => apiRequest(withdrawMyApplicationRoute, { params: { offerId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myApplicationsQueryKey }),
  });
};

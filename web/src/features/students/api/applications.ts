import { routes } from '@shared/routes';
import type { ApplyBody, StudentApplication, StudentApplicationList } from '@shared/students';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const myApplicationsQueryKey = ['my-applications'] as const;

/**
 * `GET /api/intern/applications`: the student's applications, newest first. Live: the server
 * pushes `{ type: 'application', offerId }` when one changes and the session re-reads it
 * (students/live.ts); a re-read on focus covers the time the socket was down.
 */
export const useMyApplications = () =>
  useQuery(
    queryOptions({
      queryKey: myApplicationsQueryKey,
      queryFn: ({ signal }): Promise<StudentApplicationList> => apiRequest(routes.listMyApplications, { signal }),
      refetchOnWindowFocus: 'always',
    }),
  );

/** `POST /api/internships/{offerId}/applications` */
export const useApply = (offerId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplyBody): Promise<StudentApplication> => apiRequest(routes.applyToOffer, { params: { offerId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myApplicationsQueryKey }),
  });
};

/** `POST /api/intern/applications/{offerId}/withdrawal`: the student withdraws their application (final). */
export const useWithdrawApplication = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offerId: string): Promise<StudentApplication> => apiRequest(routes.withdrawMyApplication, { params: { offerId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myApplicationsQueryKey }),
  });
};

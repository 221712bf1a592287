import { applicantThreadRoute } from '@shared/contracts/students/get-applicant-messages';
import { myApplicationThreadRoute } from '@shared/contracts/students/get-application-messages';
import { writeToApplicantRoute } from '@shared/contracts/students/post-applicant-message';
import { writeToMyApplicationRoute } from '@shared/contracts/students/post-application-message';
import type { ApplicationThread, ThreadMessage } from '@shared/students';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { applicantQueryKey, applicantsScope, myApplicationsQueryKey } from './query-keys';

/**
 * An application's thread, for its student and for its offer's company. Both keys sit under their
 * side's applications scope, so that the live push of a change of the application (a new message, a
 * reading) reads them again (students/live.ts); reading a thread marks it read, which the lists show.
 */
export const myThreadQueryKey = (offerId: string) => [...myApplicationsQueryKey, 'thread', offerId] as const;
export const applicantThreadQueryKey = (offerId: string, studentUid: string) => [...applicantQueryKey(offerId, studentUid), 'thread'] as const;

/** `GET /api/intern/applications/{offerId}/messages` */
export const useMyThread = (offerId: string) =>
  useQuery(
    queryOptions({
      queryKey: myThreadQueryKey(offerId),
      queryFn: ({ signal }): Promise<ApplicationThread> => apiRequest(myApplicationThreadRoute, { params: { offerId }, signal }),
      refetchOnWindowFocus: 'always',
      retry: false,
    }),
  );

/** `POST /api/intern/applications/{offerId}/messages`: the thread and the list (its unread mark) read again. */
export const useWriteToCompany = (offerId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string): Promise<ThreadMessage> => apiRequest(writeToMyApplicationRoute, { params: { offerId }, body: { text } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myApplicationsQueryKey }),
  });
};

/** `GET /api/company/offers/{offerId}/applications/{studentUid}/messages` */
export const useApplicantThread = (offerId: string, studentUid: string) =>
  useQuery(
    queryOptions({
      queryKey: applicantThreadQueryKey(offerId, studentUid),
      queryFn: ({ signal }): Promise<ApplicationThread> => apiRequest(applicantThreadRoute, { params: { offerId, studentUid }, signal }),
      refetchOnWindowFocus: 'always',
      retry: false,
    }),
  );

/** `POST /api/company/offers/{offerId}/applications/{studentUid}/messages` */
export const useWriteToApplicant = (offerId: string, studentUid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string): Promise<ThreadMessage> => apiRequest(writeToApplicantRoute, { params: { offerId, studentUid }, body: { text } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [applicantsScope, offerId] }),
  });
};

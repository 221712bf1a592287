import { listApplicantsRoute } from '@shared/contracts/students/get-applicants';
import { openApplicantRoute } from '@shared/contracts/students/get-applicant';
import { answerApplicantRoute } from '@shared/contracts/students/post-applicant-status';
import { companyApplicationsRoute } from '@shared/contracts/students/get-company-applications';
import type { Applicant, ApplicantDetail, ApplicantList, CompanyApplicationStatus, CompanyApplicationsSummary } from '@shared/students';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { applicantQueryKey, applicantsQueryKey, applicantsScope } from './query-keys';

/** Every applicants query starts with this, so that a live push about an offer re-reads them (students/live.ts). */

/** `GET /api/company/offers/{offerId}/applications`: live, like the student's list. */
export const useApplicants = (offerId: string) =>
  useQuery(
    queryOptions({
      queryKey: applicantsQueryKey(offerId),
      queryFn: ({ signal }): Promise<ApplicantList> => apiRequest(listApplicantsRoute, { params: { offerId }, signal }),
      refetchOnWindowFocus: 'always',
    }),
  );

/** `GET /api/company/offers/{offerId}/applications/{studentUid}`: opening it marks it vista. Off until the company opens one. */
export const useApplicant = (offerId: string, studentUid: string | undefined) =>
  useQuery(
    queryOptions({
      queryKey: applicantQueryKey(offerId, studentUid ?? ''),
      queryFn: ({ signal }): Promise<ApplicantDetail> => apiRequest(openApplicantRoute, { params: { offerId, studentUid: studentUid ?? '' }, signal }),
      enabled: Boolean(studentUid),
      // The CV link lives a few minutes: a detail older than that is read again when shown.
      staleTime: 2 * 60 * 1000,
    }),
  );

/** `POST …/{studentUid}/status`: the company's answer; the student is mailed and sees it live. */
export const useAnswerApplicant = (offerId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ studentUid, status }: { studentUid: string; status: CompanyApplicationStatus }): Promise<Applicant> =>
      apiRequest(answerApplicantRoute, { params: { offerId, studentUid }, body: { status } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicantsQueryKey(offerId) }),
  });
};

/** `GET /api/company/applications`: the company panel's summary; live too (its scope starts like the others). */
export const useCompanyApplications = () =>
  useQuery(
    queryOptions({
      queryKey: [applicantsScope, 'summary'] as const,
      queryFn: ({ signal }): Promise<CompanyApplicationsSummary> => apiRequest(companyApplicationsRoute, { signal }),
      refetchOnWindowFocus: 'always',
    }),
  );

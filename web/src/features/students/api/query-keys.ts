/**
 * The students' and applicants' queries' keys, apart from their fetchers, so that the live push
 * (`../live.ts`), loaded on every signed-in page, matches them without bringing the routes and their
 * schemas along.
 */
export const myApplicationsQueryKey = ['my-applications'] as const;

export const applicantsScope = 'applicants';
export const applicantsQueryKey = (offerId: string) => [applicantsScope, offerId] as const;
export const applicantQueryKey = (offerId: string, studentUid: string) => [applicantsScope, offerId, studentUid] as const;

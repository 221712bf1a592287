import { foldForSearch } from '../../shared/internships';
import { subscriptionIncludes } from '../../shared/plans';
import type { StudentSearch } from '../../shared/contracts/students/get-interns';
import { STUDENT_SEARCH_PAGE_SIZE, type VisibleStudentList } from '../../shared/students';
import { getSubscription } from '../billing/billing.repository';
import { HttpError } from '../lib/errors';
import { findVisibleStudentsPage, type StoredStudentProfile } from './student-profile.repository';

/**
 * The companies' search of students who chose to be visible (GET /api/company/interns): by career
 * (a prefix of the folded career, on the index's sort key), institution and region (words found in
 * them), a page at a time. Only what the student agreed to show: name, studies, region and e-mail.
 */

const contains = (value: string | undefined, wanted: string | undefined): boolean => !wanted || foldForSearch(value ?? '').includes(foldForSearch(wanted));

/** The candidate search is a company plan's feature: the company's own subscription, read on the server, decides. */
export const searchVisibleStudents = async (companyUid: string, search: StudentSearch): Promise<VisibleStudentList> => {
  if (!subscriptionIncludes(await getSubscription(companyUid), 'candidate-search', 'company')) throw new HttpError(403, 'forbidden', 'offer/plan-required');
  const keep = (profile: StoredStudentProfile) => contains(profile.institution, search.institution) && contains(profile.region, search.region);
  const page = await findVisibleStudentsPage(foldForSearch(search.career ?? ''), keep, {
    pageSize: STUDENT_SEARCH_PAGE_SIZE,
    // The search a cursor belongs to: the same filters, folded as they are applied.
    query: [foldForSearch(search.career ?? ''), foldForSearch(search.institution ?? ''), foldForSearch(search.region ?? '')],
    ...(search.cursor ? { cursor: search.cursor } : {}),
  });
  return {
    students: page.profiles.map((profile) => ({
      studentUid: profile.uid,
      studentName: profile.studentName ?? 'Estudiante',
      email: profile.email ?? '',
      institution: profile.institution ?? '',
      career: profile.career ?? '',
      year: profile.year ?? 1,
      ...(profile.region ? { region: profile.region } : {}),
    })),
    nextCursor: page.nextCursor,
  };
};

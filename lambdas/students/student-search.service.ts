import { foldForSearch } from '../../shared/internships';
import { subscriptionIncludes } from '../../shared/plans';
import type { StudentSearch } from '../../shared/contracts/students/get-interns';
import { STUDENT_PREVIEW_SIZE, STUDENT_SEARCH_PAGE_SIZE, type StudentSearchAnswer, type StudentSearchPreview } from '../../shared/students';
import { getSubscription } from '../billing/billing.repository';
import type { CursorQuery } from '../lib/cursor';
import { findVisibleStudentsPage, STUDENT_SEARCH_MAX_READ, type StoredStudentProfile } from './student-profile.repository';

/**
 * The companies' search of students who chose to be visible (GET /api/company/interns): by career
 * (a prefix of the folded career, on the index's sort key), institution and region (words found in
 * them), a page at a time. Only what the student agreed to show: name, studies, region and e-mail.
 */

const contains = (value: string | undefined, wanted: string | undefined): boolean => !wanted || foldForSearch(value ?? '').includes(foldForSearch(wanted));

/** The search a cursor belongs to: the same filters, folded as they are applied. */
const searchQuery = (search: StudentSearch): CursorQuery => [foldForSearch(search.career ?? ''), foldForSearch(search.institution ?? ''), foldForSearch(search.region ?? '')];

/**
 * What a company without the plan sees of the students a search found: how many, and the first few
 * as their studies and region only. Built field by field from what may be shown, never by leaving
 * fields out: a field added to the profile later stays out of it.
 */
export const studentSearchPreview = (profiles: readonly StoredStudentProfile[], more: boolean): StudentSearchPreview => ({
  preview: true,
  total: profiles.length,
  atLeast: more,
  students: profiles.slice(0, STUDENT_PREVIEW_SIZE).map((profile) => ({ career: profile.career ?? '', year: profile.year ?? 1, ...(profile.region ? { region: profile.region } : {}) })),
});

/**
 * The candidate search is a company plan's feature: the company's own subscription, read on the
 * server, decides. Without it, the same search answers a preview (studentSearchPreview): the plan
 * sells itself with what it would show.
 */
export const searchVisibleStudents = async (companyUid: string, search: StudentSearch): Promise<StudentSearchAnswer> => {
  const keep = (profile: StoredStudentProfile) => contains(profile.institution, search.institution) && contains(profile.region, search.region);
  if (!subscriptionIncludes(await getSubscription(companyUid), 'candidate-search', 'company')) {
    // Counted as far as one request reads; the preview has no cursor.
    const counted = await findVisibleStudentsPage(foldForSearch(search.career ?? ''), keep, { pageSize: STUDENT_SEARCH_MAX_READ, query: searchQuery(search) });
    return studentSearchPreview(counted.profiles, counted.nextCursor !== null);
  }
  const page = await findVisibleStudentsPage(foldForSearch(search.career ?? ''), keep, {
    pageSize: STUDENT_SEARCH_PAGE_SIZE,
    query: searchQuery(search),
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

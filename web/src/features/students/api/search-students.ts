import { type StudentSearch, searchStudentsRoute } from '@shared/contracts/students/get-interns';
import type { VisibleStudentList } from '@shared/students';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** What the company searches by: everything of the query but the page's cursor. */
export type StudentSearchFilters = Omit<StudentSearch, 'cursor'>;

/** `GET /api/company/interns`: one page of visible students by career, institution and region, and the cursor of the next. */
export const studentSearchQueryOptions = (search: StudentSearchFilters) =>
  infiniteQueryOptions({
    queryKey: ['student-search', search] as const,
    queryFn: ({ pageParam, signal }): Promise<VisibleStudentList> => apiRequest(searchStudentsRoute, { query: { ...search, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** The search, page by page ("Cargar más"); while a new search loads, the last results stay. */
export const useStudentSearch = (search: StudentSearchFilters) => useInfiniteQuery({ ...studentSearchQueryOptions(search), placeholderData: keepPreviousData });

import { type StudentSearch, searchStudentsRoute } from '@shared/contracts/students/get-interns';
import type { VisibleStudentList } from '@shared/students';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/company/interns`: visible students by career, institution and region. */
export const useStudentSearch = (search: StudentSearch) =>
  useQuery(
    queryOptions({
      queryKey: ['student-search', search] as const,
      queryFn: ({ signal }): Promise<VisibleStudentList> => apiRequest(searchStudentsRoute, { query: search, signal }),
      placeholderData: keepPreviousData,
    }),
  );

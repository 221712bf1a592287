import { routes } from '@shared/routes';
import type { StudentProfile, StudentProfileBody } from '@shared/students';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const studentProfileQueryKey = ['student-profile'] as const;

/** `GET /api/intern/profile`: the caller's student profile (empty until saved). */
export const useStudentProfile = () =>
  useQuery(queryOptions({ queryKey: studentProfileQueryKey, queryFn: ({ signal }): Promise<StudentProfile> => apiRequest(routes.getStudentProfile, { signal }) }));

/** `PUT /api/intern/profile`: saves the studies, phone and visibility; the answer replaces the cached profile. */
export const useSaveStudentProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StudentProfileBody): Promise<StudentProfile> => apiRequest(routes.updateStudentProfile, { body }),
    onSuccess: (profile) => queryClient.setQueryData(studentProfileQueryKey, profile),
  });
};

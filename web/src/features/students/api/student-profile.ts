import { type StudentProfileBody, updateStudentProfileRoute } from '@shared/contracts/students/put-profile';
import { getStudentProfileRoute } from '@shared/contracts/students/get-profile';
import type { StudentProfile } from '@shared/students';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const studentProfileQueryKey = ['student-profile'] as const;

/** `GET /api/intern/profile`: the caller's student profile (empty until saved). */
export const useStudentProfile = () =>
  useQuery(queryOptions({ queryKey: studentProfileQueryKey, queryFn: ({ signal }): Promise<StudentProfile> => apiRequest(getStudentProfileRoute, { signal }) }));

/** `PUT /api/intern/profile`: saves the studies, phone and visibility; the answer replaces the cached profile. */
export const useSaveStudentProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StudentProfileBody): Promise<StudentProfile> => apiRequest(updateStudentProfileRoute, { body }),
    onSuccess: (profile) => queryClient.setQueryData(studentProfileQueryKey, profile),
  });
};

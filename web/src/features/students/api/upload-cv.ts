import { createCvUploadRoute } from '@shared/contracts/student-cv/post-cv-upload-url';
import { confirmCvRoute } from '@shared/contracts/student-cv/put-cv';
import { messages } from '@shared/messages';
import { CV_MAX_BYTES, cvContentType, type StudentProfile } from '@shared/students';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { postToStorage } from '../../../lib/post-to-storage';
import { studentProfileQueryKey } from './student-profile';

/** What is wrong with a picked file, checked in the browser before anything is sent; the server checks again. */
export const cvProblem = (file: Pick<File, 'type' | 'size' | 'name'>): string | undefined => {
  if (file.type !== cvContentType && !file.name.toLowerCase().endsWith('.pdf')) return messages['student/cv-type'];
  if (file.size < 1 || file.size > CV_MAX_BYTES) return messages['student/cv-size'];
  return undefined;
};

/**
 * The CV upload: POST /api/intern/profile/cv/upload-url → POST the file to storage →
 * PUT /api/intern/profile/cv {key, fileName}, where the server checks it is a real PDF and keeps it.
 */
export const uploadCv = async (file: File): Promise<StudentProfile> => {
  const problem = cvProblem(file);
  if (problem) throw new ApiError(400, 'bad-request', problem);
  const upload = await apiRequest(createCvUploadRoute, { body: { contentType: cvContentType, size: file.size, fileName: file.name } });
  // The POST policy names the type: a file the browser calls something else still goes as a PDF, and the server checks its bytes.
  await postToStorage(upload, file.type === cvContentType ? file : new File([file], file.name, { type: cvContentType }), messages['student/cv-size'], messages['student/cv-upload-failed']);
  return apiRequest(confirmCvRoute, { body: { key: upload.key, fileName: file.name } });
};

export const useUploadCv = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadCv, onSuccess: (profile) => queryClient.setQueryData(studentProfileQueryKey, profile) });
};

import { messages } from '@shared/messages';
import { PROFILE_IMAGE_MAX_BYTES, profileImageTypes, type ProfileImageUpload } from '@shared/profile';
import { routes } from '@shared/routes';
import type { UserDocument } from '@shared/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setMe } from '../../auth/me';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** What is wrong with a picked file, checked in the browser before anything is sent; undefined if it may go. */
export const profileImageProblem = (file: Pick<File, 'type' | 'size'>): string | undefined => {
  if (!(profileImageTypes as readonly string[]).includes(file.type)) return messages['profile-image/type'];
  if (file.size < 1 || file.size > PROFILE_IMAGE_MAX_BYTES) return messages['profile-image/size'];
  return undefined;
};

/** Posts the file to the presigned POST: every field first, the file last, as S3 requires. */
const postToStorage = async (upload: ProfileImageUpload, file: File): Promise<void> => {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(upload.url, { method: 'POST', body: form });
  } catch {
    throw new ApiError(0, 'network', messages.network);
  }
  if (response.ok) return;
  const answer = await response.text().catch(() => '');
  // S3 answers XML; a file over the policy's size range is EntityTooLarge.
  throw new ApiError(response.status, 'bad-request', /EntityTooLarge|EntityTooSmall/.test(answer) ? messages['profile-image/size'] : messages['profile-image/upload-failed']);
};

/**
 * The picture upload: POST /api/me/profile-image/upload-url → POST the file to storage →
 * PUT /api/me/profile-image {key}, where the server checks the file and keeps it.
 */
export const uploadProfileImage = async (file: File): Promise<UserDocument> => {
  const problem = profileImageProblem(file);
  if (problem) throw new ApiError(400, 'bad-request', problem);
  const upload = await apiRequest(routes.createProfileImageUpload, { body: { contentType: file.type as (typeof profileImageTypes)[number], size: file.size } });
  await postToStorage(upload, file);
  return apiRequest(routes.confirmProfileImage, { body: { key: upload.key } });
};

export const useUploadProfileImage = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadProfileImage, onSuccess: (user) => setMe(queryClient, user) });
};

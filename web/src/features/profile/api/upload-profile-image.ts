import { createProfileImageUploadRoute } from '@shared/contracts/profile-image/post-profile-image-upload-url';
import { confirmProfileImageRoute } from '@shared/contracts/profile-image/put-profile-image';
import { messages } from '@shared/messages';
import { PROFILE_IMAGE_MAX_BYTES, profileImageTypes } from '@shared/profile';
import type { UserDocument } from '@shared/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setMe } from '../../auth/me';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { postToStorage } from '../../../lib/post-to-storage';

/** What is wrong with a picked file, checked in the browser before anything is sent; undefined if it may go. */
export const profileImageProblem = (file: Pick<File, 'type' | 'size'>): string | undefined => {
  if (!(profileImageTypes as readonly string[]).includes(file.type)) return messages['profile-image/type'];
  if (file.size < 1 || file.size > PROFILE_IMAGE_MAX_BYTES) return messages['profile-image/size'];
  return undefined;
};

/**
 * The picture upload: POST /api/me/profile-image/upload-url → POST the file to storage →
 * PUT /api/me/profile-image {key}, where the server checks the file and keeps it.
 */
export const uploadProfileImage = async (file: File): Promise<UserDocument> => {
  const problem = profileImageProblem(file);
  if (problem) throw new ApiError(400, 'bad-request', problem);
  const upload = await apiRequest(createProfileImageUploadRoute, { body: { contentType: file.type as (typeof profileImageTypes)[number], size: file.size } });
  await postToStorage(upload, file, messages['profile-image/size'], messages['profile-image/upload-failed']);
  return apiRequest(confirmProfileImageRoute, { body: { key: upload.key } });
};

export const useUploadProfileImage = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadProfileImage, onSuccess: (user) => setMe(queryClient, user) });
};

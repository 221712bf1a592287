import {
  PROFILE_IMAGE_MAX_BYTES,
  profileImageSizeMessage,
  profileImageTypeMessage,
  profileImageTypes,
  type ProfileImageUpload,
} from '@shared/account';
import type { UserDocument } from '@shared/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setMe } from '../../auth/api/get-me';
import { idToken } from '../../auth/session-actions';
import { ApiError, apiRequest, NETWORK_MESSAGE } from '../../../lib/api-client';

export const uploadFailedMessage = 'No pudimos subir la imagen. Intenta nuevamente.';

/** What is wrong with a picked file, checked in the browser before anything is sent; undefined if it may go. */
export const profileImageProblem = (file: Pick<File, 'type' | 'size'>): string | undefined => {
  if (!(profileImageTypes as readonly string[]).includes(file.type)) return profileImageTypeMessage;
  if (file.size < 1 || file.size > PROFILE_IMAGE_MAX_BYTES) return profileImageSizeMessage;
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
    throw new ApiError(0, 'network', NETWORK_MESSAGE);
  }
  if (response.ok) return;
  const answer = await response.text().catch(() => '');
  // S3 answers XML; a file over the policy's size range is EntityTooLarge.
  throw new ApiError(response.status, 'bad-request', /EntityTooLarge|EntityTooSmall/.test(answer) ? profileImageSizeMessage : uploadFailedMessage);
};

/**
 * The picture upload: POST /api/me/profile-image/upload-url → POST the file to storage →
 * PUT /api/me/profile-image {key}, where the server checks the file and keeps it.
 */
export const uploadProfileImage = async (file: File): Promise<UserDocument> => {
  const problem = profileImageProblem(file);
  if (problem) throw new ApiError(400, 'bad-request', problem);
  const upload = await apiRequest<ProfileImageUpload>('POST /api/me/profile-image/upload-url', {
    body: { contentType: file.type, size: file.size },
    token: await idToken(),
  });
  await postToStorage(upload, file);
  return apiRequest<UserDocument>('PUT /api/me/profile-image', { body: { key: upload.key }, token: await idToken() });
};

export const useUploadProfileImage = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadProfileImage, onSuccess: (user) => setMe(queryClient, user) });
};

import type { UserDocument } from '@shared/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setMe } from '../../auth/api/get-me';
import { idToken } from '../../auth/session-actions';
import { apiRequest } from '../../../lib/api-client';

/** `DELETE /api/me/profile-image` */
export const removeProfileImage = async (): Promise<UserDocument> => apiRequest<UserDocument>('DELETE /api/me/profile-image', { token: await idToken() });

export const useRemoveProfileImage = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeProfileImage, onSuccess: (user) => setMe(queryClient, user) });
};

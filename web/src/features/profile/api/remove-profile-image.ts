import { deleteProfileImageRoute } from '@shared/contracts/profile-image/delete-profile-image';
import type { UserDocument } from '@shared/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setMe } from '../../auth/me';
import { apiRequest } from '../../../lib/api-client';

/** `DELETE /api/me/profile-image` */
export const removeProfileImage = async (): Promise<UserDocument> => apiRequest(deleteProfileImageRoute);

export const useRemoveProfileImage = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeProfileImage, onSuccess: (user) => setMe(queryClient, user) });
};

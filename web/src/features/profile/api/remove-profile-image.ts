import { routes } from '@shared/routes';
import type { UserDocument } from '@shared/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setMe } from '../../auth/me';
import { apiRequest } from '../../../lib/api-client';

/** `DELETE /api/me/profile-image` */
export const removeProfileImage = async (): Promise<UserDocument> => apiRequest(routes.deleteProfileImage);

export const useRemoveProfileImage = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeProfileImage, onSuccess: (user) => setMe(queryClient, user) });
};

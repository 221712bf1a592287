import { routes } from '@shared/routes';
import type { UserDocument } from '@shared/user';
import { useMutation } from '@tanstack/react-query';
import { useSession } from '../../auth/session';
import { apiRequest } from '../../../lib/api-client';

/** `DELETE /api/me/profile-image` */
export const removeProfileImage = async (): Promise<UserDocument> => apiRequest(routes.deleteProfileImage);

export const useRemoveProfileImage = () => {
  const { setUser } = useSession();
  return useMutation({ mutationFn: removeProfileImage, onSuccess: (user) => setUser(user) });
};

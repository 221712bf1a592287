import type { UserDocument } from '@shared/user';
import { useMutation } from '@tanstack/react-query';
import { useSession } from '../../auth/session';
import { idToken } from '../../auth/session-actions';
import { apiRequest } from '../../../lib/api-client';

/** `DELETE /api/me/profile-image` */
export const removeProfileImage = async (): Promise<UserDocument> => apiRequest<UserDocument>('DELETE /api/me/profile-image', { token: await idToken() });

export const useRemoveProfileImage = () => {
  const { setUser } = useSession();
  return useMutation({ mutationFn: removeProfileImage, onSuccess: (user) => setUser(user) });
};

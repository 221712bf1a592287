import type { UserDocument } from '@shared/user';
import { useMutation } from '@tanstack/react-query';
import { useSession } from '../../auth/session';
import { idToken } from '../../auth/session-actions';
import { apiRequest } from '../../../lib/api-client';

export interface Names {
  readonly firstName: string;
  readonly lastName: string;
}

/** `PATCH /api/me {firstName, lastName}` */
export const updateNames = async (names: Names): Promise<UserDocument> =>
  apiRequest<UserDocument>('PATCH /api/me', { body: { firstName: names.firstName, lastName: names.lastName }, token: await idToken() });

/** Changes the names; the sidebar and the top bar show them at once. */
export const useUpdateNames = () => {
  const { setUser } = useSession();
  return useMutation({ mutationFn: updateNames, onSuccess: (user) => setUser(user) });
};

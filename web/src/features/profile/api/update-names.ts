import { updateMeRoute } from '@shared/contracts/me/patch-me';
import type { UserDocument } from '@shared/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setMe } from '../../auth/me';
import { apiRequest } from '../../../lib/api-client';

export interface Names {
  readonly firstName: string;
  readonly lastName: string;
}

/** `PATCH /api/me {firstName, lastName}` */
export const updateNames = async (names: Names): Promise<UserDocument> =>
  apiRequest(updateMeRoute, { body: { firstName: names.firstName, lastName: names.lastName } });

/** Changes the names; the sidebar and the top bar show them at once. */
export const useUpdateNames = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateNames, onSuccess: (user) => setMe(queryClient, user) });
};

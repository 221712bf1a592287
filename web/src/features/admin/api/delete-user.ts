import { deleteUserRoute } from '@shared/contracts/admin/delete-user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminUserKey } from './get-user';
import { adminUsersKey } from './get-users';

/** `DELETE /api/admin/users/{uid}` (204): the account, its sign-in and its uniqueness claims. */
export const deleteUser = async (uid: string): Promise<void> => {
  await apiRequest(deleteUserRoute, { params: { uid } });
};

/** Deletes the user; its detail leaves the cache and the lists load again. */
export const useDeleteUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: async (_nothing, uid) => {
      queryClient.removeQueries({ queryKey: adminUserKey(uid) });
      await queryClient.invalidateQueries({ queryKey: adminUsersKey });
    },
  });
};

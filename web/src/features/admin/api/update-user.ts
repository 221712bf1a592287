import { type AdminUpdateUserBody, updateUserRoute } from '@shared/contracts/admin/patch-user';
import type { AdminUserDetail, AdminUserUpdated } from '@shared/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminUserKey } from './get-user';
import { adminUsersKey } from './get-users';

/** `PATCH /api/admin/users/{uid}`: names, RUT, birth date, type, enabled. */
export const updateUser = async ({ uid, changes }: { uid: string; changes: AdminUpdateUserBody }): Promise<AdminUserUpdated> =>
  apiRequest(updateUserRoute, { params: { uid }, body: changes });

/** Saves the changes, then refreshes the list and the detail (the audit trail has a new entry). */
export const useUpdateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: async ({ user }, { uid }) => {
      // The detail shows the saved document at once; the refetch brings the new audit entry.
      queryClient.setQueryData<AdminUserDetail>(adminUserKey(uid), (detail) => (detail ? { ...detail, user } : detail));
      await queryClient.invalidateQueries({ queryKey: adminUsersKey });
    },
  });
};

import { resendActivationMailRoute } from '@shared/contracts/admin/post-activation-mail';
import type { AdminActivationMailResent } from '@shared/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminUserKey } from './get-user';

/** `POST /api/admin/users/{uid}/activation-mail`: a new activation link to the user's address (202). */
export const sendActivationMail = async (uid: string): Promise<AdminActivationMailResent> =>
  apiRequest(resendActivationMailRoute, { params: { uid } });

/** Resends the activation mail; the detail's audit trail then shows it. */
export const useSendActivationMail = (uid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendActivationMail(uid),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKey(uid) }),
  });
};

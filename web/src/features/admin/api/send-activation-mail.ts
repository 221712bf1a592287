import type { AdminActivationMailResent } from '@shared/admin';
import { routes } from '@shared/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminUserKey } from './get-user';

/** `POST /api/admin/users/{uid}/activation-mail`: a new activation link to the user's address (202). */
export const sendActivationMail = async (uid: string): Promise<AdminActivationMailResent> =>
  apiRequest(routes.resendActivationMail, { params: { uid } });

/** Resends the activation mail; the detail's audit trail then shows it. */
export const useSendActivationMail = (uid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendActivationMail(uid),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKey(uid) }),
  });
};

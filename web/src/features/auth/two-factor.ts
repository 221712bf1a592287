import { deleteTwoFactorRoute } from '@shared/contracts/accounts/delete-two-factor';
import { putTwoFactorRoute } from '@shared/contracts/accounts/put-two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { meQueryKey } from './me';
import { authClient } from './user-document';

/**
 * The second factor. Cognito confirms the app's code against the secret it gave (VerifySoftwareToken),
 * then `PUT /api/auth/two-factor` turns it on; `DELETE` turns it off. The session's document is read
 * again after either, for its `twoFactor`.
 */
export const turnOnTwoFactor = async (code: string): Promise<void> => {
  await (await authClient()).confirmTotpSetup(code);
  await apiRequest(putTwoFactorRoute, { body: {} });
};

export const turnOffTwoFactor = async (): Promise<void> => apiRequest(deleteTwoFactorRoute);

export const useTurnOnTwoFactor = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: turnOnTwoFactor, onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }) });
};

export const useTurnOffTwoFactor = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: turnOffTwoFactor, onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }) });
};

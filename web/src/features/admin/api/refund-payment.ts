import type { PaymentRefunded } from '@shared/billing';
import { routes } from '@shared/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminUserKey } from './get-user';

/** `POST /api/admin/users/{uid}/payments/{paymentId}/refund`: the whole amount, through Transbank. */
export const useRefundPayment = (uid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: string): Promise<PaymentRefunded> => apiRequest(routes.refundPayment, { params: { uid, paymentId }, body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKey(uid) }),
  });
};

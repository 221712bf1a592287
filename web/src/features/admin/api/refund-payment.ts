import { refundPaymentRoute } from '@shared/contracts/billing/post-refund';
import type { PaymentRefunded } from '@shared/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminUserKey } from './get-user';

/** `POST /api/admin/users/{uid}/payments/{paymentId}/refund`: the whole amount, through Transbank. */
export const useRefundPayment = (uid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: string): Promise<PaymentRefunded> => apiRequest(refundPaymentRoute, { params: { uid, paymentId }, body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKey(uid) }),
  });
};

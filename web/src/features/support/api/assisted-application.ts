import { requestAssistedApplicationRoute } from '@shared/contracts/support/post-assisted-application';
import type { SupportTicket } from '@shared/support';
import type { BodyInputOf } from '@shared/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ticketsQueryKey } from './query-keys';

/** `POST /api/support/assisted-applications`: "Solicitar postulación asistida" for one benefit; then the support list is read again. */
export const useRequestAssistedApplication = (uid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyInputOf<typeof requestAssistedApplicationRoute>): Promise<SupportTicket> => apiRequest(requestAssistedApplicationRoute, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketsQueryKey(uid), exact: true }),
  });
};

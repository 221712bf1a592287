import { isBenefitId, type BenefitId } from '@shared/benefits/ids';
import { routes } from '@shared/routes';
import type { UserDocument } from '@shared/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey, setMe } from '../../auth/me';
import { apiRequest } from '../../../lib/api-client';

export interface ReceivedChange {
  readonly benefitId: string;
  readonly received: boolean;
}

/** The received list after marking (or unmarking) one benefit as "ya lo recibo". */
export const receivedAfter = (current: readonly BenefitId[], { benefitId, received }: ReceivedChange): BenefitId[] =>
  received && isBenefitId(benefitId) ? [...new Set([...current, benefitId])] : current.filter((id) => id !== benefitId);

const withReceived = (user: UserDocument, ids: BenefitId[]): UserDocument => ({ ...user, household: { ...user.household, receivedBenefitIds: ids } });

/**
 * "Ya lo recibo" (and its undo): `PATCH /api/me {household: {receivedBenefitIds}}`. The session takes
 * the change before the answer, so the yearly total moves at once; a failed save puts it back.
 */
export const useSaveReceivedBenefit = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: ReceivedChange): Promise<UserDocument> => {
      const user = queryClient.getQueryData<UserDocument | null>(meQueryKey);
      const ids = receivedAfter(user?.household?.receivedBenefitIds ?? [], change);
      return apiRequest(routes.updateMe, { body: { household: { receivedBenefitIds: ids } } });
    },
    onMutate: (change: ReceivedChange) => {
      const before = queryClient.getQueryData<UserDocument | null>(meQueryKey) ?? null;
      if (before) setMe(queryClient, withReceived(before, receivedAfter(before.household?.receivedBenefitIds ?? [], change)));
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) setMe(queryClient, context.before);
    },
    onSuccess: (user) => setMe(queryClient, user),
  });
};

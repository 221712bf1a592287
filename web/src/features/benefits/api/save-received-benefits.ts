import { updateMeRoute } from '@shared/contracts/me/patch-me';
import { isReceivedKey } from '@shared/benefits/profile';
import type { UserDocument } from '@shared/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey, setMe } from '../../auth/me';
import { apiRequest } from '../../../lib/api-client';

export interface ReceivedChange {
  /** The person's key of the benefit: `pgu` for the user's own, `pgu:maria` for a member's. */
  readonly key: string;
  readonly received: boolean;
  /** The list as the page reads it (`migrateReceived`): the change is saved on it, so the reading is saved too. */
  readonly current: readonly string[];
}

/** The received list after marking (or unmarking) one person's benefit as "ya lo recibo". */
export const receivedAfter = ({ key, received, current }: ReceivedChange): string[] =>
  received && isReceivedKey(key) ? [...new Set([...current, key])] : current.filter((saved) => saved !== key);

const withReceived = (user: UserDocument, keys: string[]): UserDocument => ({ ...user, household: { ...user.household, receivedBenefitIds: keys } });

/**
 * "Ya lo recibo" (and its undo) of one person's benefit: `PATCH /api/me {household: {receivedBenefitIds}}`. The session takes
 * the change before the answer, so the yearly total moves at once; a failed save puts it back.
 */
export const useSaveReceivedBenefit = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: ReceivedChange): Promise<UserDocument> => apiRequest(updateMeRoute, { body: { household: { receivedBenefitIds: receivedAfter(change) } } }),
    onMutate: (change: ReceivedChange) => {
      const before = queryClient.getQueryData<UserDocument | null>(meQueryKey) ?? null;
      if (before) setMe(queryClient, withReceived(before, receivedAfter(change)));
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) setMe(queryClient, context.before);
    },
    onSuccess: (user) => setMe(queryClient, user),
  });
};

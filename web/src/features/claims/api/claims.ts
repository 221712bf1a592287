import type { BenefitClaim, BenefitClaimsAnswer } from '@shared/claims';
import { listMyClaimsRoute } from '@shared/contracts/me/get-claims';
import { type ClaimBody, saveMyClaimRoute } from '@shared/contracts/me/put-claim';
import { deleteMyClaimRoute } from '@shared/contracts/me/delete-claim';
import { countBenefitCheckRoute } from '@shared/contracts/kpi/post-benefit-check';
import { meQueryKey } from '../../auth/me';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/me/claims`: the person's "Ya postulé" marks, newest first, and the money recovered so far. */
export const myClaimsQueryKey = (uid: string | undefined) => ['my-claims', uid] as const;
export const useMyClaims = (uid: string | undefined) =>
  useQuery(
    queryOptions({ queryKey: myClaimsQueryKey(uid), queryFn: ({ signal }): Promise<BenefitClaimsAnswer> => apiRequest(listMyClaimsRoute, { signal }), enabled: uid !== undefined }),
  );

/** The answer with one claim as the server now has it (newest first), and the money recovered recounted. */
const withClaim = (answer: BenefitClaimsAnswer | undefined, claim: BenefitClaim): BenefitClaimsAnswer => {
  const claims = [claim, ...(answer?.claims ?? []).filter((other) => other.key !== claim.key)];
  return { claims, recovered: claims.reduce((sum, each) => sum + (each.status === 'approved' ? (each.amountReceived ?? 0) : 0), 0) };
};

/** `PUT /api/me/claims/{key}`: "Ya postulé", or what came of it. */
export const useSaveClaim = (uid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, body }: { key: string; body: ClaimBody }): Promise<BenefitClaim> =>
      apiRequest(saveMyClaimRoute, { params: { key }, body }),
    onSuccess: (claim, { body }) => {
      queryClient.setQueryData<BenefitClaimsAnswer>(myClaimsQueryKey(uid), (answer) => withClaim(answer, claim));
      // "Avísame" turned reminders on: the profile shows it.
      if (body.remind) void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
};

/** `DELETE /api/me/claims/{key}`: a mark made by mistake, undone. */
export const useDeleteClaim = (uid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string): Promise<BenefitClaimsAnswer> => apiRequest(deleteMyClaimRoute, { params: { key } }),
    onSuccess: (answer) => queryClient.setQueryData(myClaimsQueryKey(uid), answer),
  });
};

/**
 * `POST /api/kpi/benefit-checks`: an anonymous check reached a stage; only the stage is sent, and a
 * failure changes nothing for the person (the admins' count is all it serves).
 */
export const countCheckStage = (stage: 'started' | 'finished'): void => {
  apiRequest(countBenefitCheckRoute, { body: { stage } }).catch(() => undefined);
};

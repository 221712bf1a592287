import { type UpdateMeBody, updateMeRoute } from '@shared/contracts/me/patch-me';
import type { HouseholdProfile } from '@shared/benefits';
import type { UserDocument } from '@shared/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setMe } from '../../auth/me';
import { apiRequest } from '../../../lib/api-client';


/**
 * `PATCH /api/me {household}` for a step's answers (several facts, the member list); the RSH answer is also
 * `socialHomeRegister`. `fromCheck`: the answers of a check made before signing up, which the admins' funnel counts.
 */
export const householdBody = (patch: Partial<HouseholdProfile>, fromCheck = false): UpdateMeBody => ({
  household: patch,
  ...(typeof patch.inRsh === 'boolean' ? { socialHomeRegister: patch.inRsh } : {}),
  ...(fromCheck ? { fromCheck: true as const } : {}),
});

export const saveHousehold = async (patch: Partial<HouseholdProfile>, fromCheck = false): Promise<UserDocument> =>
  apiRequest(updateMeRoute, { body: householdBody(patch, fromCheck) });

/** Saves a step's answers (or, `fromCheck`, a check's); the session takes the answered document at once, so the results update at once. */
export const useSaveHousehold = ({ fromCheck = false }: { fromCheck?: boolean } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (patch: Partial<HouseholdProfile>) => saveHousehold(patch, fromCheck), onSuccess: (user) => setMe(queryClient, user) });
};

import { type UpdateMeBody, updateMeRoute } from '@shared/contracts/me/patch-me';
import type { HouseholdProfile } from '@shared/benefits';
import type { UserDocument } from '@shared/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setMe } from '../../auth/me';
import { apiRequest } from '../../../lib/api-client';


/** `PATCH /api/me {household}` for a step's answers (several facts, the member list); the RSH answer is also `socialHomeRegister`. */
export const householdBody = (patch: Partial<HouseholdProfile>): UpdateMeBody => ({
  household: patch,
  ...(typeof patch.inRsh === 'boolean' ? { socialHomeRegister: patch.inRsh } : {}),
});

export const saveHousehold = async (patch: Partial<HouseholdProfile>): Promise<UserDocument> => apiRequest(updateMeRoute, { body: householdBody(patch) });

/** Saves a step's answers; the session takes the answered document at once, so the results update at once. */
export const useSaveHousehold = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveHousehold, onSuccess: (user) => setMe(queryClient, user) });
};

import { type UpdateMeBody, updateMeRoute } from '@shared/contracts/me/patch-me';
import type { ProfileFact } from '@shared/benefits';
import type { UserDocument } from '@shared/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setMe } from '../../auth/me';
import { apiRequest } from '../../../lib/api-client';
import type { AnswerValue } from '../household';

export interface HouseholdAnswer {
  readonly fact: ProfileFact;
  readonly value: AnswerValue;
}

/** `PATCH /api/me {household: {fact: value}}`; "¿Estás en el RSH?" is also `socialHomeRegister` (spec §3). */
export const householdAnswerBody = ({ fact, value }: HouseholdAnswer): UpdateMeBody => ({
  household: { [fact]: value },
  ...(fact === 'inRsh' && typeof value === 'boolean' ? { socialHomeRegister: value } : {}),
});

export const saveHouseholdAnswer = async (answer: HouseholdAnswer): Promise<UserDocument> =>
  apiRequest(updateMeRoute, { body: householdAnswerBody(answer) });

/** Saves one answer; the session takes the answered document at once, so the results update at once. */
export const useSaveHouseholdAnswer = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveHouseholdAnswer, onSuccess: (user) => setMe(queryClient, user) });
};

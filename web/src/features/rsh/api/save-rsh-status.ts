import { type UpdateMeBody, updateMeRoute } from '@shared/contracts/me/patch-me';
import type { UserDocument } from '@shared/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setMe } from '../../auth/me';
import { apiRequest } from '../../../lib/api-client';

export interface RshStatus {
  readonly inRsh: boolean;
  /** 1–7; undefined: not known. Kept only while in the RSH. */
  readonly rshTramo: number | undefined;
  readonly hasClaveUnica: boolean;
}

/**
 * `PATCH /api/me`: whether the user is in the RSH (spec §3 `socialHomeRegister`, and the household fact the
 * benefits rules read), their tramo, and whether they have ClaveÚnica (`uniqueChileanPasswordConnection`).
 */
export const rshStatusBody = ({ inRsh, rshTramo, hasClaveUnica }: RshStatus): UpdateMeBody => ({
  socialHomeRegister: inRsh,
  uniqueChileanPasswordConnection: hasClaveUnica,
  household: { inRsh, ...(inRsh && rshTramo !== undefined ? { rshTramo } : {}) },
});

export const saveRshStatus = async (status: RshStatus): Promise<UserDocument> =>
  apiRequest(updateMeRoute, { body: rshStatusBody(status) });

/** Saves the RSH answers; the session takes the answered document, so the dashboard shows the change at once. */
export const useSaveRshStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveRshStatus, onSuccess: (user) => setMe(queryClient, user) });
};

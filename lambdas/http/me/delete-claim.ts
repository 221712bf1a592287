import { deleteMyClaimRoute } from '../../../shared/contracts/me/delete-claim';
import { deleteMyClaim, listMyClaims } from '../../claims/claims.service';
import { defineHandler, json } from '../../lib/http';

/** DELETE /api/me/claims/{key}: a "Ya postulé" marked by mistake, undone; answers the claims left. */
export const handler = defineHandler(deleteMyClaimRoute, async ({ caller, params }) => {
  await deleteMyClaim(caller.uid, params.key);
  return json(200, await listMyClaims(caller.uid));
});

import { saveMyClaimRoute } from '../../../shared/contracts/me/put-claim';
import { saveMyClaim } from '../../claims/claims.service';
import { defineHandler, json } from '../../lib/http';
import { fromUserItem } from '../../users/users.repository';

/** PUT /api/me/claims/{key}: "Ya postulé", or what came of it, on a benefit of the caller's household. */
export const handler = defineHandler(saveMyClaimRoute, async ({ document, params, body }) => json(200, await saveMyClaim(fromUserItem(document), params.key, body)));

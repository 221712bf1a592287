import { listMyClaimsRoute } from '../../../shared/contracts/me/get-claims';
import { listMyClaims } from '../../claims/claims.service';
import { defineHandler, json } from '../../lib/http';

/** GET /api/me/claims: the caller's "Ya postulé" marks, newest first, and the money recovered so far. */
export const handler = defineHandler(listMyClaimsRoute, async ({ caller }) => json(200, await listMyClaims(caller.uid)));

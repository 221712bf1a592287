import { claimBodySchema, type BenefitClaim } from '../../claims';
import { answer, type RouteDefinition } from '../../route-contract';

/**
 * PUT /api/me/claims/{key}: "Ya postulé" on a benefit of the caller's household (`key`: `pgu`, `pgu:maria`),
 * or what came of it (approved, with the money received so far; rejected). The claim as it is now, whole:
 * sending it again changes nothing.
 */
export const saveMyClaimRoute = {
  method: 'PUT',
  path: '/api/me/claims/{key}',
  auth: 'client',
  handler: 'http/me/put-claim',
  body: claimBodySchema,
  response: answer<BenefitClaim>(),
} as const satisfies RouteDefinition;

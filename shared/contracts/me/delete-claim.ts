import type { BenefitClaimsAnswer } from '../../claims';
import { answer, type RouteDefinition } from '../../route-contract';

/** DELETE /api/me/claims/{key}: undoes a "Ya postulé" marked by mistake (and what was told of it); answers the claims left. */
export const deleteMyClaimRoute = {
  method: 'DELETE',
  path: '/api/me/claims/{key}',
  auth: 'client',
  handler: 'http/me/delete-claim',
  response: answer<BenefitClaimsAnswer>(),
} as const satisfies RouteDefinition;

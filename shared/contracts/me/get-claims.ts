import type { BenefitClaimsAnswer } from '../../claims';
import { answer, type RouteDefinition } from '../../route-contract';

/** GET /api/me/claims: the caller's "Ya postulé" marks and what came of them, with the money recovered so far. */
export const listMyClaimsRoute = {
  method: 'GET',
  path: '/api/me/claims',
  auth: 'client',
  handler: 'http/me/get-claims',
  response: answer<BenefitClaimsAnswer>(),
} as const satisfies RouteDefinition;

import { answer, type RouteDefinition } from '../../route-contract';
import { emptyBodySchema } from '../empty-body';

/**
 * PUT /api/auth/two-factor: turns on the authenticator-app code the caller has just confirmed with
 * Cognito (AssociateSoftwareToken, then VerifySoftwareToken, from the browser). From then on Cognito
 * asks for a code at every sign-in (204).
 */
export const putTwoFactorRoute = {
  method: 'PUT',
  path: '/api/auth/two-factor',
  auth: 'user',
  handler: 'http/accounts/put-two-factor',
  body: emptyBodySchema,
  response: answer<undefined>(),
} as const satisfies RouteDefinition;

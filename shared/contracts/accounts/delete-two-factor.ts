import { answer, type RouteDefinition } from '../../route-contract';

/** DELETE /api/auth/two-factor: a person or a company stops using the second factor; an admin cannot (204). */
export const deleteTwoFactorRoute = {
  method: 'DELETE',
  path: '/api/auth/two-factor',
  auth: 'user',
  handler: 'http/accounts/delete-two-factor',
  response: answer<undefined>(),
} as const satisfies RouteDefinition;

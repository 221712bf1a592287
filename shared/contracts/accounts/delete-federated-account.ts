import { answer, type RouteDefinition } from '../../route-contract';

export const deleteFederatedAccountRoute = {
  method: 'DELETE',
  path: '/api/auth/federated-account',
  auth: 'user',
  handler: 'http/accounts/delete-federated-account',
  registering: true,
  response: answer<undefined>(),
} as const satisfies RouteDefinition;

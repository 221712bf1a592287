import type { GoogleProfile } from '../../federation';
import { answer, type RouteDefinition } from '../../route-contract';

export const getGoogleRegistrationRoute = {
  method: 'GET',
  path: '/api/register/google',
  auth: 'user',
  handler: 'http/accounts/get-register-google',
  registering: true,
  response: answer<GoogleProfile>(),
} as const satisfies RouteDefinition;

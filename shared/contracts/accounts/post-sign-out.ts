import { answer, type RouteDefinition } from '../../route-contract';
import { emptyBodySchema } from '../empty-body';

export const signOutRoute = { method: 'POST', path: '/api/auth/sign-out', auth: 'user', handler: 'http/accounts/post-sign-out', body: emptyBodySchema, response: answer<undefined>() } as const satisfies RouteDefinition;

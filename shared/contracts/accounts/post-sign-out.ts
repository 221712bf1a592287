import { answer, type RouteDefinition } from '../../route-contract';
import { emptyBodySchema } from '../empty-body';
import { signOutEndpoint } from './post-sign-out.endpoint';

export const signOutRoute = { ...signOutEndpoint, handler: 'http/accounts/post-sign-out', body: emptyBodySchema, response: answer<undefined>() } as const satisfies RouteDefinition;

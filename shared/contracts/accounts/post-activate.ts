import * as z from 'zod/mini';
import { type ActivationAnswer, answer, type RouteDefinition } from '../../route-contract';
import { linkTokenSchema, uidSchema } from '../../schemas';

export const activateBodySchema = z.strictObject({ uid: uidSchema, token: linkTokenSchema });

export const activateRoute = { method: 'POST', path: '/api/activate', auth: 'public', handler: 'http/accounts/post-activate', body: activateBodySchema, response: answer<ActivationAnswer>() } as const satisfies RouteDefinition;

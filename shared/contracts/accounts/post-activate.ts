import * as z from 'zod/mini';
import { type ActivationAnswer, answer, type RouteDefinition } from '../../route-contract';
import { linkTokenField, uidField } from '../../schemas';

export const activateBodySchema = z.strictObject({ uid: uidField(), token: linkTokenField() });

export const activateRoute = { method: 'POST', path: '/api/activate', auth: 'public', handler: 'http/accounts/post-activate', body: activateBodySchema, response: answer<ActivationAnswer>() } as const satisfies RouteDefinition;

import * as z from 'zod/mini';
import { type ActivationAnswer, answer, type RouteDefinition } from '../../route-contract';
import { linkTokenField, uidField } from '../../schemas';
import { activateEndpoint } from './post-activate.endpoint';

export const activateBodySchema = z.strictObject({ uid: uidField(), token: linkTokenField() });

export const activateRoute = { ...activateEndpoint, handler: 'http/accounts/post-activate', body: activateBodySchema, response: answer<ActivationAnswer>() } as const satisfies RouteDefinition;

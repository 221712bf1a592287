import { answer, type RouteDefinition } from '../../route-contract';
import type { UserDocument } from '../../user';

export const getMeRoute = { method: 'GET', path: '/api/me', auth: 'user', handler: 'http/me/get-me', response: answer<UserDocument>() } as const satisfies RouteDefinition;

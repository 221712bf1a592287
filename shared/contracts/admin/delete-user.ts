import { answer, type RouteDefinition } from '../../route-contract';

export const deleteUserRoute = { method: 'DELETE', path: '/api/admin/users/{uid}', auth: 'admin', handler: 'http/admin/delete-user', response: answer<undefined>() } as const satisfies RouteDefinition;

import type { AdminUserDetail } from '../../admin';
import { answer, type RouteDefinition } from '../../route-contract';

export const getUserRoute = { method: 'GET', path: '/api/admin/users/{uid}', auth: 'admin', handler: 'http/admin/get-user', response: answer<AdminUserDetail>() } as const satisfies RouteDefinition;

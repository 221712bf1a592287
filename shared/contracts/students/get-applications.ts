import { answer, type RouteDefinition } from '../../route-contract';
import type { StudentApplicationList } from '../../students';

export const listMyApplicationsRoute = { method: 'GET', path: '/api/intern/applications', auth: 'client', handler: 'http/students/get-applications', response: answer<StudentApplicationList>() } as const satisfies RouteDefinition;

import { answer, type HealthAnswer, type RouteDefinition } from '../../route-contract';

export const healthRoute = { method: 'GET', path: '/api/health', auth: 'public', handler: 'http/health/get-health', response: answer<HealthAnswer>() } as const satisfies RouteDefinition;

import type { Endpoint } from '../../route-contract';

export const updateStudentProfileEndpoint = { method: 'PUT', path: '/api/intern/profile', auth: 'client' } as const satisfies Endpoint;

import type { Endpoint } from '../../route-contract';

export const searchStudentsEndpoint = { method: 'GET', path: '/api/company/interns', auth: 'enterprise' } as const satisfies Endpoint;

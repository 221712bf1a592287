import type { Endpoint } from '../../route-contract';

export const registerCompanyEndpoint = { method: 'POST', path: '/api/register/company', auth: 'public' } as const satisfies Endpoint;

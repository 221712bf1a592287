import type { Endpoint } from '../../route-contract';

export const completeGoogleCompanyRegistrationEndpoint = { method: 'POST', path: '/api/register/google/company', auth: 'user' } as const satisfies Endpoint;

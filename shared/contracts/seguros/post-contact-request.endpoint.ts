import type { Endpoint } from '../../route-contract';

export const requestInsuranceContactEndpoint = { method: 'POST', path: '/api/seguros/contact-requests', auth: 'user' } as const satisfies Endpoint;

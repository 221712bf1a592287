import type { Endpoint } from '../../route-contract';

export const resendActivationEndpoint = { method: 'POST', path: '/api/activation/resend', auth: 'user' } as const satisfies Endpoint;

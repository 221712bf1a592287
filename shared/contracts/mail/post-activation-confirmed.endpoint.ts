import type { Endpoint } from '../../route-contract';

export const requestActivationConfirmedMailEndpoint = { method: 'POST', path: '/api/mail/activation-confirmed', auth: 'public' } as const satisfies Endpoint;

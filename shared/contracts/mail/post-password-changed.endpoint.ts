import type { Endpoint } from '../../route-contract';

export const requestPasswordChangedMailEndpoint = { method: 'POST', path: '/api/mail/password-changed', auth: 'public' } as const satisfies Endpoint;

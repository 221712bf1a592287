import type { Endpoint } from '../../route-contract';

export const requestPasswordRecoveryEndpoint = { method: 'POST', path: '/api/mail/password-recovery', auth: 'public' } as const satisfies Endpoint;

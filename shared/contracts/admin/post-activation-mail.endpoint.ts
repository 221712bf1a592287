import type { Endpoint } from '../../route-contract';

export const resendActivationMailEndpoint = { method: 'POST', path: '/api/admin/users/{uid}/activation-mail', auth: 'admin' } as const satisfies Endpoint;

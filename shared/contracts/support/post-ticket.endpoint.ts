import type { Endpoint } from '../../route-contract';

export const openTicketEndpoint = { method: 'POST', path: '/api/support/tickets', auth: 'user' } as const satisfies Endpoint;

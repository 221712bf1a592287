import type { Endpoint } from '../../route-contract';

export const replyToTicketEndpoint = { method: 'POST', path: '/api/support/tickets/{ticketId}/replies', auth: 'user' } as const satisfies Endpoint;

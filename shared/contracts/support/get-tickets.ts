import { answer, type RouteDefinition } from '../../route-contract';
import type { SupportTicketList } from '../../support';

export const listTicketsRoute = { method: 'GET', path: '/api/support/tickets', auth: 'user', handler: 'http/support/get-tickets', response: answer<SupportTicketList>() } as const satisfies RouteDefinition;

import { answer, type RouteDefinition } from '../../route-contract';
import type { SupportTicketDetail } from '../../support-desk';

export const getTicketRoute = {
  method: 'GET',
  path: '/api/support/tickets/{ticketId}',
  auth: 'user',
  handler: 'http/support/get-ticket',
  response: answer<SupportTicketDetail>(),
} as const satisfies RouteDefinition;

import { answer, type RouteDefinition } from '../../route-contract';
import type { SupportDeskItem } from '../../support-desk';

export const getSupportItemRoute = {
  method: 'GET',
  path: '/api/admin/support/items/{uid}/{itemId}',
  auth: 'admin',
  handler: 'http/support-desk/get-item',
  response: answer<SupportDeskItem>(),
} as const satisfies RouteDefinition;

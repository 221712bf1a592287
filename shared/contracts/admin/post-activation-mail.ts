import type { AdminActivationMailResent } from '../../admin';
import { answer, type RouteDefinition } from '../../route-contract';
import { emptyBodySchema } from '../empty-body';

export const resendActivationMailRoute = {
  method: 'POST', path: '/api/admin/users/{uid}/activation-mail', auth: 'admin',
  handler: 'http/admin/post-activation-mail',
  body: emptyBodySchema,
  response: answer<AdminActivationMailResent>(),
} as const satisfies RouteDefinition;

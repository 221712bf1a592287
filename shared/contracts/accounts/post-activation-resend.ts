import { answer, type MessageAnswer, type RouteDefinition } from '../../route-contract';
import { emptyBodySchema } from '../empty-body';

export const resendActivationRoute = {
  method: 'POST', path: '/api/activation/resend', auth: 'user',
  handler: 'http/accounts/post-activation-resend',
  body: emptyBodySchema,
  response: answer<MessageAnswer>(),
} as const satisfies RouteDefinition;

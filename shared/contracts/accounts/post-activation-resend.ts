import { answer, type MessageAnswer, type RouteDefinition } from '../../route-contract';
import { emptyBodySchema } from '../empty-body';
import { resendActivationEndpoint } from './post-activation-resend.endpoint';

export const resendActivationRoute = {
  ...resendActivationEndpoint,
  handler: 'http/accounts/post-activation-resend',
  body: emptyBodySchema,
  response: answer<MessageAnswer>(),
} as const satisfies RouteDefinition;

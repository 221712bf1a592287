import type { AdminActivationMailResent } from '../../admin';
import { answer, type RouteDefinition } from '../../route-contract';
import { emptyBodySchema } from '../empty-body';
import { resendActivationMailEndpoint } from './post-activation-mail.endpoint';

export const resendActivationMailRoute = {
  ...resendActivationMailEndpoint,
  handler: 'http/admin/post-activation-mail',
  body: emptyBodySchema,
  response: answer<AdminActivationMailResent>(),
} as const satisfies RouteDefinition;

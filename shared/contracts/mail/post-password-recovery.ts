import * as z from 'zod/mini';
import { answer, type MessageAnswer, type RouteDefinition } from '../../route-contract';
import { emailField } from '../../schemas';

export const passwordRecoveryBodySchema = z.strictObject({ email: emailField() });

// The spec's mail calls (§7): each only asks for a mail the account is due
export const requestPasswordRecoveryRoute = {
  method: 'POST',
  path: '/api/mail/password-recovery',
  auth: 'public',
  handler: 'http/mail/post-password-recovery',
  body: passwordRecoveryBodySchema,
  response: answer<MessageAnswer>(),
} as const satisfies RouteDefinition;

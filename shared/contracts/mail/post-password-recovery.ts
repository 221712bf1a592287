import * as z from 'zod/mini';
import { answer, type MessageAnswer, type RouteDefinition } from '../../route-contract';
import { emailField } from '../../schemas';

export const passwordRecoveryBodySchema = z.strictObject({ email: emailField() });

/** POST /api/mail/password-recovery: sends the reset link only to an account that is due one (spec §7). */
export const requestPasswordRecoveryRoute = {
  method: 'POST', path: '/api/mail/password-recovery', auth: 'public',
  handler: 'http/mail/post-password-recovery',
  body: passwordRecoveryBodySchema,
  response: answer<MessageAnswer>(),
} as const satisfies RouteDefinition;

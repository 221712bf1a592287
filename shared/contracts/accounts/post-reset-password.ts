import * as z from 'zod/mini';
import { answer, type MessageAnswer, type RouteDefinition } from '../../route-contract';
import { linkTokenSchema, passwordSchema, uidSchema } from '../../schemas';

export const resetPasswordBodySchema = z.strictObject({ userId: uidSchema, token: linkTokenSchema, newPassword: passwordSchema });

export const resetPasswordRoute = {
  method: 'POST',
  path: '/api/reset-password',
  auth: 'public',
  handler: 'http/accounts/post-reset-password',
  body: resetPasswordBodySchema,
  response: answer<MessageAnswer>(),
} as const satisfies RouteDefinition;

import * as z from 'zod/mini';
import { answer, type MessageAnswer, type RouteDefinition } from '../../route-contract';
import { linkTokenField, passwordField, uidField } from '../../schemas';

export const resetPasswordBodySchema = z.strictObject({ userId: uidField(), token: linkTokenField(), newPassword: passwordField() });

export const resetPasswordRoute = {
  method: 'POST', path: '/api/reset-password', auth: 'public',
  handler: 'http/accounts/post-reset-password',
  body: resetPasswordBodySchema,
  response: answer<MessageAnswer>(),
} as const satisfies RouteDefinition;

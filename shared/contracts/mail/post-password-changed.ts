import * as z from 'zod/mini';
import { answer, type MessageAnswer, type RouteDefinition } from '../../route-contract';
import { linkTokenField, uidField } from '../../schemas';

export const passwordChangedBodySchema = z.strictObject({ uid: uidField(), token: linkTokenField() });

export const requestPasswordChangedMailRoute = {
  method: 'POST', path: '/api/mail/password-changed', auth: 'public',
  handler: 'http/mail/post-password-changed',
  body: passwordChangedBodySchema,
  response: answer<MessageAnswer>(),
} as const satisfies RouteDefinition;

import * as z from 'zod/mini';
import { answer, type MessageAnswer, type RouteDefinition } from '../../route-contract';
import { emailField } from '../../schemas';

export const welcomeWithoutActivationBodySchema = z.strictObject({ email: emailField(), name: z.string().check(z.maxLength(200)) });

export const requestWelcomeWithoutActivationMailRoute = {
  method: 'POST',
  path: '/api/mail/welcome-without-activation',
  auth: 'user',
  handler: 'http/mail/post-welcome-without-activation',
  body: welcomeWithoutActivationBodySchema,
  response: answer<MessageAnswer>(),
} as const satisfies RouteDefinition;

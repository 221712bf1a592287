import * as z from 'zod/mini';
import { answer, type MessageAnswer, type RouteDefinition } from '../../route-contract';
import { emailField } from '../../schemas';

export const welcomeActivationBodySchema = z.strictObject({ email: emailField(), name: z.string().check(z.maxLength(200)), activationLink: z.string().check(z.maxLength(2000)) });

export const requestWelcomeActivationMailRoute = {
  method: 'POST',
  path: '/api/mail/welcome-activation',
  auth: 'user',
  handler: 'http/mail/post-welcome-activation',
  body: welcomeActivationBodySchema,
  response: answer<MessageAnswer>(),
} as const satisfies RouteDefinition;

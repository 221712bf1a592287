import * as z from 'zod/mini';
import { answer, type RouteDefinition } from '../../route-contract';
import { birthDateSchema, emailSchema, nameSchema, passwordSchema, rutSchema, termsSchema } from '../../schemas';
import type { UserDocument } from '../../user';

export const registerBodySchema = z.strictObject({
  firstName: nameSchema,
  lastName: nameSchema,
  rut: rutSchema,
  birthDate: birthDateSchema,
  email: emailSchema,
  password: passwordSchema,
  acceptTerms: termsSchema,
  signupIntent: z.optional(z.literal('enterprise')),
});

export type RegisterBody = z.input<typeof registerBodySchema>;

export const registerRoute = { method: 'POST', path: '/api/register', auth: 'public', handler: 'http/accounts/post-register', body: registerBodySchema, response: answer<UserDocument>() } as const satisfies RouteDefinition;

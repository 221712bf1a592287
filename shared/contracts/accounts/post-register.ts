import * as z from 'zod/mini';
import { answer, type RouteDefinition } from '../../route-contract';
import { birthDateField, emailField, nameField, passwordField, rutField, termsField } from '../../schemas';
import type { UserDocument } from '../../user';

export const registerBodySchema = z.strictObject({
  firstName: nameField(),
  lastName: nameField(),
  rut: rutField(),
  birthDate: birthDateField(),
  email: emailField(),
  password: passwordField(),
  acceptTerms: termsField(),
  signupIntent: z.optional(z.literal('enterprise')),
});

export type RegisterBody = z.input<typeof registerBodySchema>;

export const registerRoute = { method: 'POST', path: '/api/register', auth: 'public', handler: 'http/accounts/post-register', body: registerBodySchema, response: answer<UserDocument>() } as const satisfies RouteDefinition;

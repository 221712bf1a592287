import * as z from 'zod/mini';
import { answer, type RouteDefinition } from '../../route-contract';
import { birthDateField, emailField, nameField, passwordField, returnPathField, rutField, termsField } from '../../schemas';
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
  /** The internships page the person was going to (shared/return-path.ts): their activation link leads back to it. */
  returnTo: z.optional(returnPathField()),
});

export type RegisterBody = z.input<typeof registerBodySchema>;

export const registerRoute = { method: 'POST', path: '/api/register', auth: 'public', handler: 'http/accounts/post-register', body: registerBodySchema, response: answer<UserDocument>() } as const satisfies RouteDefinition;

import * as z from 'zod/mini';
import { answer, type RouteDefinition } from '../../route-contract';
import { birthDateField, nameField, rutField, termsField } from '../../schemas';
import type { UserDocument } from '../../user';

/** POST /api/register/google: the e-mail registration without e-mail and password (the e-mail comes from the token). */
export const googleRegisterBodySchema = z.strictObject({
  firstName: nameField(),
  lastName: nameField(),
  rut: rutField(),
  birthDate: birthDateField(),
  acceptTerms: termsField(),
  signupIntent: z.optional(z.literal('enterprise')),
});

export type GoogleRegisterBody = z.input<typeof googleRegisterBodySchema>;

export const completeGoogleRegistrationRoute = {
  method: 'POST', path: '/api/register/google', auth: 'user',
  handler: 'http/accounts/post-register-google',
  registering: true,
  body: googleRegisterBodySchema,
  response: answer<UserDocument>(),
} as const satisfies RouteDefinition;

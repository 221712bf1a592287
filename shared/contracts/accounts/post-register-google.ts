import * as z from 'zod/mini';
import { answer, type RouteDefinition } from '../../route-contract';
import { birthDateSchema, nameSchema, rutSchema, termsSchema } from '../../schemas';
import type { UserDocument } from '../../user';

/** POST /api/register/google: the e-mail registration without e-mail and password (the e-mail comes from the token). */
export const googleRegisterBodySchema = z.strictObject({
  firstName: nameSchema,
  lastName: nameSchema,
  rut: rutSchema,
  birthDate: birthDateSchema,
  acceptTerms: termsSchema,
  signupIntent: z.optional(z.literal('enterprise')),
});

export type GoogleRegisterBody = z.input<typeof googleRegisterBodySchema>;

export const completeGoogleRegistrationRoute = {
  method: 'POST',
  path: '/api/register/google',
  auth: 'user',
  handler: 'http/accounts/post-register-google',
  registering: true,
  body: googleRegisterBodySchema,
  response: answer<UserDocument>(),
} as const satisfies RouteDefinition;

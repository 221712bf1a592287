import * as z from 'zod/mini';
import { companyFields } from '../../company';
import { answer, type RouteDefinition } from '../../route-contract';
import type { UserDocument } from '../../user';

/** POST /api/register/google/company: the same without e-mail and password. */
export const googleRegisterCompanyBodySchema = z.strictObject(companyFields());

export type GoogleRegisterCompanyBody = z.input<typeof googleRegisterCompanyBodySchema>;

export type GoogleCompanyRegistration = z.output<typeof googleRegisterCompanyBodySchema>;

export const completeGoogleCompanyRegistrationRoute = {
  method: 'POST', path: '/api/register/google/company', auth: 'user',
  handler: 'http/accounts/post-register-google-company',
  registering: true,
  body: googleRegisterCompanyBodySchema,
  response: answer<UserDocument>(),
} as const satisfies RouteDefinition;

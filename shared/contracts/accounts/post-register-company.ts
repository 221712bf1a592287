import * as z from 'zod/mini';
import { companyFields } from '../../company';
import { answer, type RouteDefinition } from '../../route-contract';
import { emailField, passwordField } from '../../schemas';
import type { UserDocument } from '../../user';

/** POST /api/register/company: a company account (`enterprise`) with e-mail and password; Google's way is post-register-google-company.ts. */
export const registerCompanyBodySchema = z.strictObject({ ...companyFields(), email: emailField(), password: passwordField() });

export type RegisterCompanyBody = z.input<typeof registerCompanyBodySchema>;

export type CompanyRegistration = z.output<typeof registerCompanyBodySchema>;

export const registerCompanyRoute = {
  method: 'POST', path: '/api/register/company', auth: 'public',
  handler: 'http/accounts/post-register-company',
  body: registerCompanyBodySchema,
  response: answer<UserDocument>(),
} as const satisfies RouteDefinition;

import * as z from 'zod/mini';
import type { CompanyPageSettings } from '../../companies';
import { answer, type RouteDefinition } from '../../route-contract';

/** PUT /api/company/page/logo: after the upload, the server checks the file and keeps it as the page's logo. */
export const companyLogoConfirmBodySchema = z.strictObject({ key: z.string().check(z.minLength(1), z.maxLength(300)) });

export const confirmCompanyLogoRoute = {
  method: 'PUT',
  path: '/api/company/page/logo',
  auth: 'enterprise',
  handler: 'http/company-offers/put-logo',
  body: companyLogoConfirmBodySchema,
  response: answer<CompanyPageSettings>(),
} as const satisfies RouteDefinition;

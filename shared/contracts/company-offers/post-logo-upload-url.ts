import * as z from 'zod/mini';
import { COMPANY_LOGO_MAX_BYTES, companyLogoTypes, type CompanyLogoUpload } from '../../companies';
import { messages } from '../../messages';
import { answer, type RouteDefinition } from '../../route-contract';

/** POST /api/company/page/logo/upload-url: the browser says what it will upload; the link takes only that. */
export const companyLogoUploadBodySchema = z.strictObject({
  contentType: z.enum(companyLogoTypes, { error: messages['company/logo-type'] }),
  size: z.number({ error: messages['company/logo-size'] }).check(z.int(), z.gte(1, messages['company/logo-size']), z.lte(COMPANY_LOGO_MAX_BYTES, messages['company/logo-size'])),
});

export const createCompanyLogoUploadRoute = {
  method: 'POST',
  path: '/api/company/page/logo/upload-url',
  auth: 'enterprise',
  handler: 'http/company-offers/post-logo-upload-url',
  body: companyLogoUploadBodySchema,
  response: answer<CompanyLogoUpload>(),
} as const satisfies RouteDefinition;

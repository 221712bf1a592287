import * as z from 'zod/mini';
import { COMPANY_DESCRIPTION_MAX, COMPANY_WEBSITE_MAX, type CompanyPageSettings } from '../../companies';
import { messages as m } from '../../messages';
import { answer, type RouteDefinition } from '../../route-contract';

/** PUT /api/company/page: the description and website of the company's public page. */
export const companyPageBodySchema = z.strictObject({
  description: z.string({ error: m['company/description-too-long'] }).check(z.trim(), z.maxLength(COMPANY_DESCRIPTION_MAX, m['company/description-too-long'])),
  /** Its own website, https, or empty. */
  website: z.string({ error: m['company/website-invalid'] }).check(
    z.trim(),
    z.maxLength(COMPANY_WEBSITE_MAX, m['company/website-invalid']),
    z.refine((value) => value === '' || /^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(?:[/?#][^\s]*)?$/i.test(value), m['company/website-invalid']),
  ),
});
/** What a company writes on its page. */
export type CompanyPageFields = z.output<typeof companyPageBodySchema>;

export const updateOwnCompanyPageRoute = {
  method: 'PUT',
  path: '/api/company/page',
  auth: 'enterprise',
  handler: 'http/company-offers/put-page',
  body: companyPageBodySchema,
  response: answer<CompanyPageSettings>(),
} as const satisfies RouteDefinition;

export type CompanyPageBody = z.input<typeof companyPageBodySchema>;

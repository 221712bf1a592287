import * as z from 'zod/mini';
import { companyPageFieldsSchema, type CompanyPageSettings } from '../../companies';
import { answer, type RouteDefinition } from '../../route-contract';

/** PUT /api/company/page: the description and website of the company's public page. */
export const companyPageBodySchema = companyPageFieldsSchema;

export const updateOwnCompanyPageRoute = {
  method: 'PUT',
  path: '/api/company/page',
  auth: 'enterprise',
  handler: 'http/company-offers/put-page',
  body: companyPageBodySchema,
  response: answer<CompanyPageSettings>(),
} as const satisfies RouteDefinition;

export type CompanyPageBody = z.input<typeof companyPageBodySchema>;

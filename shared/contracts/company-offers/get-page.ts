import type { CompanyPageSettings } from '../../companies';
import { answer, type RouteDefinition } from '../../route-contract';

/** The company's own public page as it edits it (made on first need, with its slug). */
export const getOwnCompanyPageRoute = { method: 'GET', path: '/api/company/page', auth: 'enterprise', handler: 'http/company-offers/get-page', response: answer<CompanyPageSettings>() } as const satisfies RouteDefinition;

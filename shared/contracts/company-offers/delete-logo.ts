import type { CompanyPageSettings } from '../../companies';
import { answer, type RouteDefinition } from '../../route-contract';

export const deleteCompanyLogoRoute = { method: 'DELETE', path: '/api/company/page/logo', auth: 'enterprise', handler: 'http/company-offers/delete-logo', response: answer<CompanyPageSettings>() } as const satisfies RouteDefinition;

import type { FunctionAccess } from '../../lib/access';

/** An insurance contact request: a support item, its rate limit (auth), the caller's plan (billing). */
export const access: FunctionAccess = { tables: { users: ['GetItem'], auth: ['UpdateItem'], support: ['PutItem'], billing: ['GetItem'] }, publishes: ['InsuranceContactRequested'] };

import type { FunctionAccess } from '../lib/access';

/** What this function may do in AWS; infra/lib/access.ts grants exactly this. Billing: the claims of the jobs' ledger (lib/job-ledger.repository.ts). */
export const access: FunctionAccess = { tables: { internships: ['Query', 'GetItem', 'PutItem'], billing: ['PutItem', 'UpdateItem'] }, publishes: ['OfferStatusChanged'] };

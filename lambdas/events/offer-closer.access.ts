import type { FunctionAccess } from '../lib/access';

/** What this function may do in AWS; infra/lib/access.ts grants exactly this: a deleted company's offers, closed with their events. */
export const access: FunctionAccess = { tables: { internships: ['Query', 'GetItem', 'PutItem'] }, publishes: ['OfferStatusChanged'] };

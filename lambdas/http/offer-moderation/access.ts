import type { FunctionAccess } from '../../lib/access';

/** The admin's reported offers: read them with their reports, hide or restore one. */
export const access: FunctionAccess = { tables: { users: ['GetItem'], internships: ['GetItem', 'Query', 'PutItem'] }, publishes: ['OfferStatusChanged'] };

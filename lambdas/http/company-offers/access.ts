import type { FunctionAccess } from '../../lib/access';

/** A company's offers; its plan (billing) says whether an offer may be featured. */
export const access: FunctionAccess = { tables: { users: ['GetItem'], billing: ['GetItem'], internships: ['GetItem', 'PutItem', 'Query'] }, publishes: ['OfferStatusChanged'] };

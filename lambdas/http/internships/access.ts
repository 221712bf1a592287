import type { FunctionAccess } from '../../lib/access';

/** The public listing and offer pages; a signed-in person's report of an offer. */
export const access: FunctionAccess = { tables: { internships: ['GetItem', 'PutItem', 'UpdateItem', 'Query'], users: ['GetItem'] }, publishes: ['OfferReported'] };

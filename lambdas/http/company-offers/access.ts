import type { FunctionAccess } from '../../lib/access';

/**
 * A company's offers and its public page; its plan (billing) says whether an offer may be featured.
 * The logo lives under `profile-images/logos/` (it goes with the account's profile images): its
 * upload's signed form (the rate limit in auth), its confirmation, its removal and its public read.
 */
export const access: FunctionAccess = {
  tables: { users: ['GetItem'], billing: ['GetItem'], auth: ['UpdateItem'], internships: ['GetItem', 'PutItem', 'UpdateItem', 'Query'] },
  buckets: { uploads: { actions: ['GetObject', 'PutObject', 'DeleteObject', 'ListBucket'], prefix: 'profile-images/logos/' } },
  publishes: ['OfferStatusChanged'],
};

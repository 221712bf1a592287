import { cvFiles, type FunctionAccess } from '../lib/access';

/** A deleted company's offers, closed with their events; a deleted student's applications (each withdrawn with its event), profile, and CVs under `cvs/`. */
export const access: FunctionAccess = {
  tables: { internships: ['Query', 'GetItem', 'PutItem', 'DeleteItem'] },
  buckets: cvFiles(['DeleteObject', 'ListBucket']),
  publishes: ['OfferStatusChanged', 'ApplicationWithdrawn'],
};

import { cvFiles, type FunctionAccess } from '../lib/access';

/** A student's applications (Query byStudent, each deleted with its event), the profile, and the CVs under `cvs/`. */
export const access: FunctionAccess = {
  tables: { internships: ['Query', 'DeleteItem'] },
  buckets: cvFiles(['DeleteObject', 'ListBucket']),
  publishes: ['ApplicationWithdrawn'],
};

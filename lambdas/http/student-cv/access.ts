import { cvFiles, type FunctionAccess } from '../../lib/access';

/** A student's CV under `cvs/`: the upload's signed form (its rate limit in auth), its confirmation on the profile (internships). */
export const access: FunctionAccess = { tables: { users: ['GetItem'], internships: ['UpdateItem'], auth: ['UpdateItem'] }, buckets: cvFiles(['GetObject', 'DeleteObject', 'ListBucket', 'PutObject']) };

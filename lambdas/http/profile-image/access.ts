import { profileImages, type FunctionAccess } from '../../lib/access';

/** The profile image under `profile-images/`: the upload's signed form (its rate limit in auth), its confirmation, its removal. */
export const access: FunctionAccess = { tables: { users: ['GetItem', 'UpdateItem'], auth: ['UpdateItem'] }, buckets: profileImages(['GetObject', 'DeleteObject', 'ListBucket', 'PutObject']) };

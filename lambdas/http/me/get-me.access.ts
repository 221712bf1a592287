import { profileImages, type FunctionAccess } from '../../lib/access';

/** What this function may do in AWS; infra/lib/access.ts grants exactly this. GetObject: the profile image's read link is signed with this function's role. */
export const access: FunctionAccess = { tables: { users: ['GetItem'] }, buckets: profileImages(['GetObject']) };

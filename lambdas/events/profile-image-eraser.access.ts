import { profileImages, type FunctionAccess } from '../lib/access';

/** What this function may do in AWS; infra/lib/access.ts grants exactly this: list and delete every version under profile-images/. */
export const access: FunctionAccess = { buckets: profileImages(['DeleteObject', 'DeleteObjectVersion', 'ListBucketVersions']) };

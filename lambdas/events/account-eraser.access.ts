import { cvFiles, type FunctionAccess } from '../lib/access';

/** What this function may do in AWS; infra/lib/access.ts grants exactly this: read that the document is gone, then remove the Cognito account, the link tokens, the support records and the benefit claims; a company's offers closed with their events; a student's applications withdrawn with theirs, profile and CVs under `cvs/`. */
export const access: FunctionAccess = { tables: { users: ['GetItem'], auth: ['DeleteItem'], support: ['Query', 'DeleteItem'], claims: ['Query', 'DeleteItem'], internships: ['Query', 'GetItem', 'PutItem', 'DeleteItem'] }, buckets: cvFiles(['DeleteObject', 'ListBucket']), userPool: ['ListUsers', 'AdminUserGlobalSignOut', 'AdminDeleteUser'], publishes: ['OfferStatusChanged', 'ApplicationWithdrawn'] };

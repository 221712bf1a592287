import type { FunctionAccess } from '../lib/access';

/** What this function may do in AWS; infra/lib/access.ts grants exactly this. The auth table also holds the reminders' signing key (GetItem, PutItem on first use). */
export const access: FunctionAccess = { tables: { users: ['GetItem'], auth: ['GetItem', 'PutItem', 'DeleteItem'], support: ['GetItem'], internships: ['GetItem', 'Query'] }, mail: ['SendEmail'] };

import type { FunctionAccess } from '../../lib/access';

/** What this function may do in AWS; infra/lib/access.ts grants exactly this. */
export const access: FunctionAccess = { tables: { users: ['GetItem'], billing: ['Query'] } };

import type { FunctionAccess } from '../../lib/access';

/** The admin's figures: the counters in the billing table's KPI partition, users and offers by their indexes. */
export const access: FunctionAccess = { tables: { users: ['GetItem', 'Query'], billing: ['Query'], internships: ['Query'] } };

import type { FunctionAccess } from '../../lib/access';

/**
 * The admin's figures: the counters in the billing table's KPI partition, users and offers by their
 * indexes. A public benefit check moves the week's counter (UpdateItem on billing) behind its
 * per-address limit in the auth table.
 */
export const access: FunctionAccess = { tables: { users: ['GetItem', 'Query'], auth: ['UpdateItem'], billing: ['Query', 'UpdateItem'], internships: ['Query'] } };

import type { FunctionAccess } from '../../lib/access';

/** What this function may do in AWS; infra/lib/access.ts grants exactly this. The per-address limit in the auth table, the week's counter in the billing table's KPI partition. */
export const access: FunctionAccess = { tables: { auth: ['UpdateItem'], billing: ['UpdateItem'] } };

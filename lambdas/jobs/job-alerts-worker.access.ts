import type { FunctionAccess } from '../lib/access';

/** Reads a partition of saved searches and the day's offers (the byListing index); records each student's mail of the day with its event. */
export const access: FunctionAccess = { tables: { internships: ['Query', 'UpdateItem'] }, publishes: ['JobAlertDue'] };

import type { FunctionAccess } from '../../lib/access';

/**
 * What this function may do in AWS; infra/lib/access.ts grants exactly this. The claim and the weekly
 * counters it moves (the billing table's KPI partition) in one transaction; with "avísame", the user's
 * reminders opt-in and its audited event.
 */
export const access: FunctionAccess = { tables: { users: ['GetItem', 'UpdateItem'], claims: ['GetItem', 'PutItem'], billing: ['UpdateItem'] }, publishes: ['BenefitRemindersChanged'] };

import type { FunctionAccess } from '../lib/access';

/**
 * What this function may do in AWS; infra/lib/access.ts grants exactly this. Every event passes
 * through the outbox, and this is the only function that puts events on the bus; it deletes what went.
 */
export const access: FunctionAccess = { relaysEvents: true, tables: { outbox: ['BatchWriteItem'] } };

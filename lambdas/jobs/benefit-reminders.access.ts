import type { FunctionAccess } from '../lib/access';

/** Opens the run in the jobs' ledger (the billing table: lib/job-ledger.repository.ts) and puts the walks of the benefit reminders day on the job's queue: the stack grants that send with the queue (infra/lib/constructs/jobs.ts). */
export const access: FunctionAccess = { tables: { billing: ['UpdateItem'] } };

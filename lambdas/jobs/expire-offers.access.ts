import type { FunctionAccess } from '../lib/access';

/** Only puts the walk of the offers past their deadline on the job's queue: the stack grants that send with the queue (infra/lib/constructs/jobs.ts). */
export const access: FunctionAccess = {};

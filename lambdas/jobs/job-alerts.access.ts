import type { FunctionAccess } from '../lib/access';

/** Only puts the walks of the job alerts day on the job's queue: the stack grants that send with the queue (infra/lib/constructs/jobs.ts). */
export const access: FunctionAccess = {};

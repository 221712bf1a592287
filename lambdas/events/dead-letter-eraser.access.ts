import type { FunctionAccess } from '../lib/access';

/** What this function may do in AWS; infra/lib/stacks/app-stack.ts grants it every dead-letter queue: receive, delete, put back. */
export const access: FunctionAccess = { deadLetters: true };

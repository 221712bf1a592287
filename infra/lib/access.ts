import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FunctionAccess } from '../../lambdas/lib/access';

export type { BucketAccess, BucketAction, BucketName, FunctionAccess, MailAction, TableAction, TableName, UserPoolAction } from '../../lambdas/lib/access';
export { signedInAccess } from '../../lambdas/lib/access';

const lambdasDir = path.join(__dirname, '..', '..', 'lambdas');

/** Where the access of a handler module is declared: beside it, `lambdas/<module>.access.ts`. */
export const accessFileOf = (handler: string): string => path.join(lambdasDir, `${handler}.access.ts`);

/** The access of a handler module, or a loud error naming the file to add. */
export const accessOf = (handler: string): FunctionAccess => {
  const file = accessFileOf(handler);
  if (!existsSync(file)) throw new Error(`No access declared for lambdas/${handler}.ts: add lambdas/${handler}.access.ts exporting \`access\``);
  // Plain data found by the handler's path, so that no list of handlers is kept here; synchronous, as CDK constructs are.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const declared = require(file) as { access?: FunctionAccess };
  if (!declared.access) throw new Error(`lambdas/${handler}.access.ts does not export \`access\``);
  return declared.access;
};

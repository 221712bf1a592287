import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FunctionAccess } from '../../lambdas/lib/access';

export type { BucketAccess, BucketAction, BucketName, FunctionAccess, MailAction, TableAction, TableName, UserPoolAction } from '../../lambdas/lib/access';
export { DEAD_LETTER_QUEUES_VARIABLE, signedInAccess } from '../../lambdas/lib/access';

const lambdasDir = path.join(__dirname, '..', '..', 'lambdas');

/**
 * Where a function's access is declared, in its folder: `lambdas/http/<feature>/access.ts` for the
 * function of a feature folder (`http/me`), exporting `access`; `lambdas/<folder>/access.ts` for a
 * function of one file (`events/mailer`), exporting `access` keyed by the file's name (`mailer`).
 */
export const accessFileOf = (fn: string): { file: string; key?: string } => {
  const isFolder = statSync(path.join(lambdasDir, fn), { throwIfNoEntry: false })?.isDirectory() === true;
  return isFolder ? { file: path.join(lambdasDir, fn, 'access.ts') } : { file: path.join(lambdasDir, path.dirname(fn), 'access.ts'), key: path.basename(fn) };
};

/** The access of a function (`http/me`, `events/mailer`), or a loud error naming where to declare it. */
export const accessOf = (fn: string): FunctionAccess => {
  const { file, key } = accessFileOf(fn);
  const where = path.relative(path.join(lambdasDir, '..'), file).split(path.sep).join('/');
  if (!existsSync(file)) throw new Error(`No access declared for the function lambdas/${fn}: add ${where} exporting \`access\``);
  // Plain data found by the function's path, so that no list of functions is kept here; synchronous, as CDK constructs are.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const declared = (require(file) as { access?: FunctionAccess | Record<string, FunctionAccess> }).access;
  const access = key === undefined ? (declared as FunctionAccess | undefined) : (declared as Record<string, FunctionAccess> | undefined)?.[key];
  if (!access) throw new Error(`${where} declares no access for the function lambdas/${fn}: export \`access\`${key === undefined ? '' : ` with an entry '${key}'`}`);
  return access;
};

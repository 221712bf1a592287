import { existsSync } from 'node:fs';
import path from 'node:path';
import type { BucketName, FunctionAccess, TableName } from '../../lambdas/lib/access';

export type { BucketAccess, BucketAction, BucketName, FunctionAccess, MailAction, TableAction, TableName, UserPoolAction } from '../../lambdas/lib/access';
export { DEAD_LETTER_QUEUES_VARIABLE, signedInAccess } from '../../lambdas/lib/access';

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

const unionOf = <Item>(lists: readonly (readonly Item[] | undefined)[]): Item[] | undefined => {
  const items = [...new Set(lists.flatMap((list) => list ?? []))];
  return items.length ? items : undefined;
};

/**
 * What a function that runs several handlers may do: the union of their declarations. A bucket's
 * key prefix is one per function; two handlers that work under different prefixes of one bucket
 * are a loud error (give them their own feature folders).
 */
export const unionAccess = (accesses: readonly FunctionAccess[]): FunctionAccess => {
  const tableNames = [...new Set(accesses.flatMap((access) => Object.keys(access.tables ?? {})))] as TableName[];
  const bucketNames = [...new Set(accesses.flatMap((access) => Object.keys(access.buckets ?? {})))] as BucketName[];
  const tables = Object.fromEntries(tableNames.map((name) => [name, unionOf(accesses.map((access) => access.tables?.[name])) ?? []]));
  const buckets = Object.fromEntries(
    bucketNames.map((name) => {
      const declared = accesses.flatMap((access) => access.buckets?.[name] ?? []);
      const prefixes = [...new Set(declared.map((bucket) => bucket.prefix))];
      if (prefixes.length !== 1) throw new Error(`One function works under several prefixes of the ${name} bucket: ${prefixes.join(', ')}`);
      return [name, { prefix: prefixes[0] ?? '', actions: unionOf(declared.map((bucket) => bucket.actions)) ?? [] }];
    }),
  );
  const userPool = unionOf(accesses.map((access) => access.userPool));
  const publishes = unionOf(accesses.map((access) => access.publishes));
  const mail = unionOf(accesses.map((access) => access.mail));
  return {
    ...(tableNames.length ? { tables } : {}),
    ...(bucketNames.length ? { buckets } : {}),
    ...(userPool ? { userPool } : {}),
    ...(publishes ? { publishes } : {}),
    ...(mail ? { mail } : {}),
    ...(accesses.some((access) => access.relaysEvents) ? { relaysEvents: true as const } : {}),
    ...(accesses.some((access) => access.signingKeys) ? { signingKeys: true as const } : {}),
    ...(accesses.some((access) => access.deadLetters) ? { deadLetters: true as const } : {}),
  };
};

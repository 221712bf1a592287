import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eventCatalogue, events } from '../../shared/events';
import { accessOf, signedInAccess, type FunctionAccess } from '../lib/access';
import { httpFunctions } from '../lib/http-functions';
import { repoRoot } from '../lib/constructs/app-function';
import { buckets } from '../../shared/data/buckets';
import { scheduledJobs } from '../../shared/data/jobs';
import { tables, type TableDefinition } from '../../shared/data/tables';
import { liveHandlers } from '../../shared/live';

/**
 * The access map against the code: every function has an entry, and no entry grants what the
 * code its handlers import could never do. The check is per module (a handler that imports a
 * repository "can" make every call in it), so it catches grants that are too wide or left over,
 * while the grants themselves are read per function, by hand, from the calls its handlers make.
 */
const lambdasDir = path.join(repoRoot, 'lambdas');

const resolveImport = (from: string, specifier: string): string | undefined => {
  const base = path.resolve(path.dirname(from), specifier);
  return [`${base}.ts`, path.join(base, 'index.ts')].find((candidate) => existsSync(candidate));
};

/**
 * Every file under lambdas/ that the handler modules import, directly or not (shared/ holds no AWS
 * calls), but the env schema, which names every table and bucket.
 */
const reachableSources = (handlers: readonly string[]): string[] => {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !file.startsWith(lambdasDir)) return;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)) {
      const resolved = specifier ? resolveImport(file, specifier) : undefined;
      if (resolved) visit(resolved);
    }
  };
  for (const handler of handlers) visit(path.join(lambdasDir, `${handler}.ts`));
  return [...seen].filter((file) => file !== path.join(lambdasDir, 'lib', 'env.ts')).map((file) => readFileSync(file, 'utf8'));
};

/** Names imported from an npm package, in any of the sources. */
const importedFrom = (sources: string[], pkg: string): Set<string> => {
  const names = new Set<string>();
  const pattern = new RegExp(`import\\s*(?:type\\s*)?\\{([^}]*)\\}\\s*from\\s*'${pkg.replace(/[/\\-]/g, '\\$&')}'`, 'g');
  for (const source of sources) {
    for (const [, list] of source.matchAll(pattern)) {
      for (const name of (list ?? '').split(',')) {
        const trimmed = name.replace(/^\s*type\s+/, '').split(/\s+as\s+/)[0]?.trim();
        if (trimmed) names.add(trimmed);
      }
    }
  }
  return names;
};

const dynamoActionsOf: Record<string, string[]> = {
  GetCommand: ['GetItem'],
  GetItemCommand: ['GetItem'],
  PutCommand: ['PutItem'],
  PutItemCommand: ['PutItem'],
  UpdateCommand: ['UpdateItem'],
  UpdateItemCommand: ['UpdateItem'],
  DeleteCommand: ['DeleteItem'],
  DeleteItemCommand: ['DeleteItem'],
  QueryCommand: ['Query'],
  ScanCommand: ['Scan'],
  BatchGetCommand: ['BatchGetItem'],
  BatchWriteCommand: ['BatchWriteItem'],
  TransactGetCommand: ['GetItem'],
  TransactWriteCommand: ['PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'],
  DescribeTableCommand: ['DescribeTable'],
};

const s3ActionsOf: Record<string, string[]> = {
  GetObjectCommand: ['GetObject'],
  HeadObjectCommand: ['GetObject'],
  PutObjectCommand: ['PutObject'],
  CopyObjectCommand: ['GetObject', 'PutObject'],
  DeleteObjectCommand: ['DeleteObject'],
  // With version ids (lambdas/lib/uploads.ts deleteEveryVersion): a version goes with DeleteObjectVersion.
  DeleteObjectsCommand: ['DeleteObject', 'DeleteObjectVersion'],
  ListObjectsV2Command: ['ListBucket'],
  ListObjectVersionsCommand: ['ListBucketVersions'],
  createPresignedPost: ['PutObject'],
  // Signs a read link (a profile image's, a CV's), a GetObject (lambdas/lib/read-links.ts).
  S3RequestPresigner: ['GetObject'],
};

const withoutCommand = (name: string) => name.replace(/Command$/, '');

/** What the code a function's handlers reach could do, in the terms of the access map. */
const capabilitiesOf = (handlers: readonly string[]) => {
  const sources = reachableSources(handlers);
  const text = sources.join('\n');
  const dynamo = [...importedFrom(sources, '@aws-sdk/lib-dynamodb'), ...importedFrom(sources, '@aws-sdk/client-dynamodb')];
  const s3 = [...importedFrom(sources, '@aws-sdk/client-s3'), ...importedFrom(sources, '@aws-sdk/s3-presigned-post'), ...importedFrom(sources, '@aws-sdk/s3-request-presigner')];
  return {
    tables: new Set(tables.filter((table) => text.includes(table.envVar)).map((table) => table.name)),
    tableActions: new Set(dynamo.flatMap((name) => dynamoActionsOf[name] ?? [])),
    buckets: new Set(buckets.filter((bucket) => text.includes(bucket.envVar)).map((bucket) => bucket.name)),
    bucketActions: new Set(s3.flatMap((name) => s3ActionsOf[name] ?? [])),
    userPool: new Set([...importedFrom(sources, '@aws-sdk/client-cognito-identity-provider')].filter((name) => name.endsWith('Command')).map(withoutCommand)),
    publishes: new Set([...text.matchAll(/(?:publish|outboxWrite)\(\s*'(\w+)'/g)].map(([, name]) => name)),
    // Putting events on the bus itself (only the outbox relay does).
    relaysEvents: importedFrom(sources, '@aws-sdk/client-eventbridge').has('PutEventsCommand'),
    mail: new Set([...importedFrom(sources, '@aws-sdk/client-sesv2')].filter((name) => name.endsWith('Command')).map(withoutCommand)),
    liveConnections: new Set([
      ...(importedFrom(sources, '@aws-sdk/client-apigatewaymanagementapi').has('PostToConnectionCommand') ? ['ManageConnections'] : []),
      ...(importedFrom(sources, '@aws-sdk/client-apigatewaymanagementapi').has('DeleteConnectionCommand') ? ['CloseConnections'] : []),
    ]),
    liveSocketExpiry: new Set([...importedFrom(sources, '@aws-sdk/client-scheduler')].filter((name) => name.endsWith('Command')).map(withoutCommand)),
    // Calling Transbank: its configuration reads the provider's URL (lambdas/billing/transbank-config.ts).
    payments: text.includes('TRANSBANK_ENVIRONMENT'),
    // Reading the dead-letter queues (events/dead-letter-eraser).
    deadLetters: importedFrom(sources, '@aws-sdk/client-sqs').has('ReceiveMessageCommand'),
  };
};

const consumers = [...new Set(eventCatalogue.flatMap((event) => event.consumers))];
const streamHandlers = (tables as readonly TableDefinition[]).flatMap((table) => table.streamConsumers ?? []);
const oneFileFunctions = [...new Set([...consumers, ...scheduledJobs.flatMap((job) => [job.handler, job.worker.handler]), ...Object.values(liveHandlers), ...streamHandlers])];
/** Every function, with the handler modules it runs: a feature folder of lambdas/http/ runs its routes' handlers. */
const functionHandlers = new Map<string, readonly string[]>([...httpFunctions().map((fn) => [fn.name, fn.routes.map((route) => route.handler)] as const), ...oneFileFunctions.map((handler) => [handler, [handler]] as const)]);
const functionAccess: Record<string, FunctionAccess> = Object.fromEntries([...functionHandlers.keys()].map((fn) => [fn, accessOf(fn)]));

/** Every `access.ts` under lambdas/ but lib/'s, with the functions it declares: its folder's, or one per key. */
const declarations = readdirSync(lambdasDir, { recursive: true, encoding: 'utf8' })
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => file.endsWith('/access.ts') && !file.startsWith('lib/'))
  .map((file) => {
    const folder = path.posix.dirname(file);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const declared = (require(path.join(lambdasDir, file)) as { access: object }).access;
    return { file, functions: folder.startsWith('http/') ? [folder] : Object.keys(declared).map((name) => `${folder}/${name}`) };
  });

describe('the access declarations (lambdas/**/access.ts, one per function)', () => {
  it('declares the access of every function: each feature folder of lambdas/http/, event consumer, scheduled job and live socket handler', () => {
    expect(Object.keys(functionAccess).sort()).toEqual([...functionHandlers.keys()].sort());
  });

  it('has no declaration for a function the stack does not run, and none beside a handler', () => {
    expect(declarations.flatMap((declaration) => declaration.functions).filter((fn) => !functionHandlers.has(fn))).toEqual([]);
    expect(readdirSync(lambdasDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.access.ts'))).toEqual([]);
  });

  it.each(httpFunctions().filter((fn) => fn.routes.some((route) => route.auth !== 'public')).map((fn) => [fn.name] as const))(
    '%s may read the caller\'s document, as lambdas/lib/http.ts does on every signed-in route',
    (fn) => {
      for (const [table, actions] of Object.entries(signedInAccess.tables)) expect(functionAccess[fn]?.tables?.[table as 'users']).toEqual(expect.arrayContaining([...actions]));
    },
  );

  it('names only events of the catalogue', () => {
    for (const access of Object.values(functionAccess)) for (const name of access.publishes ?? []) expect(Object.keys(events)).toContain(name);
  });

  describe.each(Object.entries(functionAccess))('%s', (fn, access: FunctionAccess) => {
    const can = capabilitiesOf(functionHandlers.get(fn) ?? []);

    it('grants only tables and table actions its code uses', () => {
      for (const [table, actions] of Object.entries(access.tables ?? {})) {
        expect({ table, reachable: can.tables.has(table as never) }).toEqual({ table, reachable: true });
        for (const action of actions) expect({ table, action, used: can.tableActions.has(action) }).toEqual({ table, action, used: true });
      }
    });

    it('grants only bucket actions its code uses', () => {
      for (const [bucket, bucketAccess] of Object.entries(access.buckets ?? {})) {
        expect({ bucket, reachable: can.buckets.has(bucket as never) }).toEqual({ bucket, reachable: true });
        for (const action of bucketAccess.actions) expect({ bucket, action, used: can.bucketActions.has(action) }).toEqual({ bucket, action, used: true });
      }
    });

    it('grants only the Cognito calls, events, SES, @connections, Scheduler and Transbank calls its code makes', () => {
      expect({ fn, payments: access.payments === true && !can.payments }).toEqual({ fn, payments: false });
      expect((access.userPool ?? []).filter((action) => !can.userPool.has(action))).toEqual([]);
      expect((access.publishes ?? []).filter((name) => !can.publishes.has(name))).toEqual([]);
      expect((access.mail ?? []).filter((action) => !can.mail.has(action))).toEqual([]);
      expect((access.liveConnections ?? []).filter((action) => !can.liveConnections.has(action))).toEqual([]);
      expect((access.liveSocketExpiry ?? []).filter((action) => !can.liveSocketExpiry.has(action))).toEqual([]);
    });

    it('reads the dead-letter queues only if its code receives from them', () => {
      expect({ fn, deadLetters: access.deadLetters === true }).toEqual({ fn, deadLetters: access.deadLetters === true && can.deadLetters });
    });

    it('puts events on the bus itself only if it is the outbox relay', () => {
      expect({ fn, relaysEvents: access.relaysEvents === true }).toEqual({ fn, relaysEvents: fn === 'events/outbox-relay' && can.relaysEvents });
    });
  });
});

import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Context } from 'aws-lambda';
import { repoRoot } from './config';

type AnyHandler = (event: unknown, context: Context) => Promise<unknown>;

const cache = new Map<string, Promise<AnyHandler>>();

/** Loads an entry file and returns its `handler`: the same module a Lambda function runs. */
export const loadEntry = (file: string): Promise<AnyHandler> => {
  let loaded = cache.get(file);
  if (!loaded) {
    loaded = import(file).then((exports: { handler?: AnyHandler; default?: { handler?: AnyHandler } }) => {
      const handler = exports.handler ?? exports.default?.handler;
      if (typeof handler !== 'function') throw new Error(`${path.relative(repoRoot, file)} does not export a handler`);
      return handler;
    });
    cache.set(file, loaded);
  }
  return loaded;
};

/** Loads `lambdas/<module>.ts` (an event consumer, a job) and returns its `handler`. */
export const loadHandler = (module: string): Promise<AnyHandler> => loadEntry(path.join(repoRoot, 'lambdas', `${module}.ts`));

/** A Lambda context like the one the runtime passes, with the cloud's 10-second budget. */
export const lambdaContext = (functionName: string, timeoutMs = 10_000): Context => {
  const deadline = Date.now() + timeoutMs;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
  } as Context;
};

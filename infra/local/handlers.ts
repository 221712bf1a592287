import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Context } from 'aws-lambda';
import { repoRoot } from './config';

type AnyHandler = (event: unknown, context: Context) => Promise<unknown>;

const cache = new Map<string, Promise<AnyHandler>>();

/** Loads `lambdas/<module>.ts` and returns its `handler`: the same module the Lambda runs. */
export const loadHandler = (module: string): Promise<AnyHandler> => {
  let loaded = cache.get(module);
  if (!loaded) {
    loaded = import(path.join(repoRoot, 'lambdas', `${module}.ts`)).then((exports: { handler?: AnyHandler; default?: { handler?: AnyHandler } }) => {
      const handler = exports.handler ?? exports.default?.handler;
      if (typeof handler !== 'function') throw new Error(`lambdas/${module}.ts does not export a handler`);
      return handler;
    });
    cache.set(module, loaded);
  }
  return loaded;
};

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

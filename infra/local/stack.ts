import { randomBytes } from 'node:crypto';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { S3Client } from '@aws-sdk/client-s3';
import { rmSync, mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { scheduledJobs } from '../../shared/data/jobs';
import { physicalTableName, tables, type TableDefinition } from '../../shared/data/tables';
import { EVENT_SOURCE, eventCatalogue } from '../../shared/events';
import { parseWebConfig } from '../../shared/config';
import { routeList } from '../../shared/routes';
import { httpFunctionOf, httpFunctions } from '../lib/http-functions';
import { LOCAL_CREDENTIALS, LOCAL_HOST, LOCAL_PREFIX, LOCAL_REGION, webDistDir, type LocalStackOptions } from './config';
import { cognitoIssuerDomain, startCognito } from './emulators/cognito';
import { startDynamoDb, type RunningProcess } from './emulators/dynamodb';
import { startGoogleOAuthEmulator } from './emulators/google-oauth';
import { startS3 } from './emulators/s3';
import { startTransbankEmulator } from './emulators/transbank';
import { startSes } from './emulators/ses';
import { createEventBus, startEventBusEndpoint, type EventBus } from './event-bus';
import { localFunctionArn, localFunctionEnv, localJobQueueName, localLiveSocketsGroup } from './function-env';
import { createDeadLetterQueue, DEAD_LETTER_QUEUE_NAME, type DeadLetterQueue } from './dead-letter-queue';
import { createLocalQueues, type LocalQueues } from './queues';
import { createLocalScheduler, type LocalScheduler } from './scheduler';
import { startGateway } from './gateway';
import { ORIGIN_HEADER, ORIGIN_HEADER_VALUE } from '../../lambdas/lib/origin-header';
import { createLiveSocket } from './live-socket';
import { LIVE_PATH, liveHandlers } from '../../shared/live';
import { lambdaContext, loadEntry, loadHandler } from './handlers';
import { createJwtVerifier } from './jwt';
import { provisionBuckets, provisionIdentity, provisionTables, type IdentityIds } from './provision';
import { startTableStreams, type TableStreams } from './streams';

export interface LocalStack {
  urls: { app: string; mail: string; mailStore: string; cognito: string; issuer: string; oauth: string; oauthCertificate: string; transbank: string };
  identity: IdentityIds;
  env: Record<string, string>;
  bus: EventBus;
  /** The jobs' queues: `drain()` waits until every message sent so far was handled; `messages()` lists what they hold. */
  queues: Pick<LocalQueues, 'drain' | 'messages'>;
  /** What failed every attempt (the local dead-letter queue). */
  deadLetters: Pick<DeadLetterQueue, 'messages'>;
  /** The readers of the tables' streams: `drain()` waits until every record written so far was handled. */
  streams: Pick<TableStreams, 'drain'>;
  /** The one-time schedules (the live sockets' closing): `drain()` waits until no target runs; `pending(group)` names those waiting. */
  scheduler: Pick<LocalScheduler, 'drain' | 'pending'>;
  /** Waits until the jobs' queues, the streams and the bus are quiet, rounds enough for a consumer's own events (queue → worker → outbox → bus → consumer → outbox). */
  settle(): Promise<void>;
  stop(): Promise<void>;
}

const HOUR_MS = 60 * 60 * 1000;

const closeServer = (server: Server): Promise<void> =>
  new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/**
 * Starts every emulator, provisions them from the CDK stack's own definitions, seeds the
 * demo accounts and serves the gateway and the event bus. `stop()` ends all of it.
 */
export const startLocalStack = async (options: LocalStackOptions): Promise<LocalStack> => {
  const { ports, dataDir } = options;
  if (options.reset) rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });

  const running: RunningProcess[] = [];
  let stopping = false;
  const stop = async () => {
    stopping = true;
    // Last started, first stopped, one after the other: the gateway's sockets end (their `$disconnect`
    // writes to DynamoDB) and the bus drains before the emulators they use go away.
    for (const item of running.reverse()) {
      try {
        await item.stop();
      } catch (error: unknown) {
        console.error('The local stack could not stop a part:', error);
      }
    }
  };

  try {
    const emulators = await Promise.all([
      startDynamoDb(ports.dynamodb, path.join(dataDir, 'dynamodb'), { inMemory: options.dynamoInMemory }),
      startCognito(ports.cognito, dataDir),
      startSes(ports.ses),
      startS3(ports.s3, path.join(dataDir, 's3')),
    ]);
    running.push(...emulators);

    const endpoint = (port: number) => `http://${LOCAL_HOST}:${port}`;
    const clientConfig = { region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS };
    const appUrl = `http://localhost:${ports.gateway}`;
    const cognito = new CognitoIdentityProviderClient({ ...clientConfig, endpoint: endpoint(ports.cognito) });
    const dynamo = new DynamoDBClient({ ...clientConfig, endpoint: endpoint(ports.dynamodb) });
    const [identity, indexedTables] = await Promise.all([
      provisionIdentity(cognito),
      provisionTables(dynamo),
      provisionBuckets(new S3Client({ ...clientConfig, endpoint: endpoint(ports.s3), forcePathStyle: true }), [appUrl, `http://${LOCAL_HOST}:${ports.gateway}`]),
    ]);

    // Functions run in this process, as the Lambda would, configured by environment variables.
    // The gateway plays CloudFront's part: it sends this value in the origin header (lambdas/lib/origin-check.ts).
    const originHeaderValue = randomBytes(32).toString('hex');
    const env = { ...localFunctionEnv(ports, identity), [ORIGIN_HEADER_VALUE]: originHeaderValue };
    Object.assign(process.env, env);

    // Users saved before the admin list's indexes existed get their index attributes once.
    if (indexedTables.includes('users')) {
      const { backfillUserIndexAttributes } = await import('../../lambdas/users/user-management.repository');
      await backfillUserIndexAttributes();
    }

    const log = options.verbose ? (line: string) => console.log(line) : undefined;
    const transbank = await startTransbankEmulator({ port: ports.transbank, host: LOCAL_HOST, dataDir: path.join(dataDir, 'transbank'), log, saveDelayMs: options.transbankSaveDelayMs, faults: options.faults });
    running.push({ stop: () => transbank.stop() });
    const bus = createEventBus({
      catalogue: eventCatalogue,
      source: EVENT_SOURCE,
      loadConsumer: loadHandler,
      deadLetterFile: path.join(dataDir, 'dead-letters.jsonl'),
      log,
      faults: options.faults,
    });
    // What failed every attempt, served as an SQS queue for the erasure's reading (infra/local/dead-letter-queue.ts).
    const deadLetters = createDeadLetterQueue(path.join(dataDir, 'dead-letters.jsonl'));
    // The jobs' queues and their workers, as the CDK stack maps them (shared/data/jobs.ts).
    const queues = createLocalQueues({
      deadLetters: { name: DEAD_LETTER_QUEUE_NAME, handle: deadLetters.handle },
      definitions: scheduledJobs.map((job) => ({
        name: localJobQueueName(job.name),
        consumer: job.worker.handler,
        batchSize: job.worker.batchSize,
        maxConcurrency: job.worker.maxConcurrency,
        maxReceiveCount: job.worker.maxReceiveCount,
        timeoutMs: job.worker.timeoutSeconds * 1000,
      })),
      loadConsumer: loadHandler,
      deadLetterFile: path.join(dataDir, 'dead-letters.jsonl'),
      log,
      onInvocation: options.onQueueInvocation,
      faults: options.faults,
    });
    // The one-time schedules that close each live socket when its token expires (lambdas/live/socket-expiry.ts).
    const scheduler = createLocalScheduler({
      groups: [localLiveSocketsGroup],
      targets: { [localFunctionArn(liveHandlers.closeExpired)]: liveHandlers.closeExpired },
      loadTarget: loadHandler,
      deadLetterFile: path.join(dataDir, 'dead-letters.jsonl'),
      log,
    });
    const busServer = await startEventBusEndpoint(bus, ports.events, LOCAL_HOST, options.faults, queues, scheduler);
    running.push({ stop: async () => { await scheduler.stop(); await queues.stop(); await bus.drain(); await closeServer(busServer); } });

    // The tables' streams, read as Lambda's event source mappings read them, from the list the CDK stack maps.
    const streams = startTableStreams(
      (tables as readonly TableDefinition[])
        .filter((table) => table.streamConsumers?.length)
        .map((table) => ({ tableName: physicalTableName(LOCAL_PREFIX, table), consumers: table.streamConsumers ?? [] })),
      {
        dynamo,
        streams: new DynamoDBStreamsClient({ ...clientConfig, endpoint: endpoint(ports.dynamodb) }),
        region: LOCAL_REGION,
        loadConsumer: loadHandler,
        checkpointFile: (tableName, consumer) => path.join(dataDir, `stream-${tableName}-${consumer.replace(/\W+/g, '-')}.json`),
        deadLetterFile: path.join(dataDir, 'dead-letters.jsonl'),
        log,
        faults: options.faults,
      },
    );
    running.push({ stop: () => streams.stop() });

    if (options.seed) {
      const { seedDemoAccounts } = await import('./seed');
      await seedDemoAccounts();
    }

    const issuer = `${cognitoIssuerDomain(ports.cognito)}/${identity.userPoolId}`;

    // Google and the hosted UI: the trigger's decision and audit event, run by the emulator.
    const { findNativeAccountByEmail } = await import('../../lambdas/users/cognito.repository');
    const { publish } = await import('../../lambdas/lib/events');
    const { recordPendingGoogleSignUp } = await import('../../lambdas/accounts/pending-sign-ups.repository');
    const { readHolder } = await import('../../lambdas/users/registration-takeover.repository');
    const { takeOverUnactivatedAccount } = await import('../../lambdas/accounts/registration-takeover.service');
    const takeoverTables = { users: env.TABLE_USERS, auth: env.TABLE_AUTH };
    const google = await startGoogleOAuthEmulator({
      port: ports.oauth,
      host: LOCAL_HOST,
      dataDir,
      cognitoEndpoint: endpoint(ports.cognito),
      cognito,
      userPoolId: identity.userPoolId,
      clientId: identity.userPoolClientId,
      issuer,
      appOrigins: options.appOrigins ?? [appUrl, endpoint(ports.gateway)],
      findNativeAccount: (email) => findNativeAccountByEmail(email, identity.userPoolId),
      onLinked: (uid) => publish('GoogleAccountLinked', { uid, provider: 'google', at: new Date().toISOString() }),
      onCreated: (username) => recordPendingGoogleSignUp(username, new Date()),
      readDocument: (uid) => readHolder(takeoverTables, uid),
      onTakeOver: async (account, username) => {
        const holder = await readHolder(takeoverTables, account.uid);
        await takeOverUnactivatedAccount({ account, holder, googleUsername: username, userPoolId: identity.userPoolId, tables: { ...takeoverTables, outbox: env.TABLE_OUTBOX } });
      },
      log,
    });
    running.push({ stop: () => google.stop() });
    const httpRouters = httpFunctions();
    // Each feature's router imports all its handlers: loaded once here, so that no request waits for a folder's modules.
    await Promise.all(httpRouters.map((fn) => loadEntry(fn.entry)));
    const live = createLiveSocket(log);
    const gateway = await startGateway(ports.gateway, LOCAL_HOST, {
      routes: routeList,
      // The same feature routers the Lambda functions run (infra/lib/http-functions.ts).
      entryOf: (route) => httpFunctionOf(route, httpRouters).entry,
      verifyToken: createJwtVerifier(issuer, identity.userPoolClientId),
      webRoot: options.serveWeb ? webDistDir() : undefined,
      runtimeConfig: parseWebConfig({
        region: LOCAL_REGION,
        userPoolId: identity.userPoolId,
        userPoolClientId: identity.userPoolClientId,
        userPoolEndpoint: endpoint(ports.cognito),
        oauthDomain: google.domain,
        apiPath: '/api',
        liveUrl: `ws://${LOCAL_HOST}:${ports.gateway}${LIVE_PATH}`,
      }),
      log,
      live,
      originHeader: { name: ORIGIN_HEADER, value: originHeaderValue },
    });
    running.push({ stop: async () => { await live.close(); await closeServer(gateway); } });

    // The scheduled jobs, from the list the CDK stack schedules on EventBridge Scheduler, at the same rates; here also once at start.
    for (const job of scheduledJobs) {
      const run = () =>
        loadHandler(job.handler)
          .then((handler) => handler({}, lambdaContext(job.name)))
          .catch((error: unknown) => {
            // A run cut short by the stop (its emulators gone) is no failure.
            if (!stopping) console.error(`[jobs] ${job.name} failed:`, error);
          });
      void run();
      const timer = setInterval(() => void run(), job.everyHours * HOUR_MS);
      timer.unref();
      running.push({ stop: () => Promise.resolve(clearInterval(timer)) });
    }

    return {
      urls: {
        app: appUrl,
        mail: `http://${LOCAL_HOST}:${ports.ses}`,
        mailStore: `http://${LOCAL_HOST}:${ports.ses}/store`,
        cognito: endpoint(ports.cognito),
        issuer,
        oauth: google.url,
        oauthCertificate: google.certificate,
        transbank: transbank.url,
      },
      identity,
      env,
      bus,
      queues,
      deadLetters,
      streams,
      scheduler,
      settle: async () => {
        for (let round = 0; round < 3; round += 1) {
          await queues.drain();
          // A job's run of a thousand items puts a thousand events through the outbox, each relayed then deleted.
          await streams.drain(180_000);
          await bus.drain();
        }
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
};

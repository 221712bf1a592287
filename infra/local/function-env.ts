import type { Env } from '../../lambdas/lib/env';
import { buckets } from '../../shared/data/buckets';
import { physicalTableName, tables } from '../../shared/data/tables';
import { scheduledJobs } from '../../shared/data/jobs';
import { LIVE_SOCKETS_SCHEDULE_GROUP_SUFFIX, liveHandlers } from '../../shared/live';
import { DEAD_LETTER_QUEUES_VARIABLE } from '../../lambdas/lib/access';
import { DEAD_LETTER_QUEUE_NAME } from './dead-letter-queue';
import { localQueueUrl } from './queues';
import { LOCAL_CREDENTIALS, LOCAL_HOST, LOCAL_PREFIX, LOCAL_REGION, LOCAL_STAGE, type LocalPorts } from './config';
import type { IdentityIds } from './provision';

/**
 * The environment every function gets locally: the same variables the CDK stack sets,
 * plus the SDK's own endpoint overrides that point each client at its emulator.
 */
export const localFunctionEnv = (ports: LocalPorts, identity: IdentityIds): Env & Record<string, string> => {
  const tableNames = Object.fromEntries(tables.map((table) => [table.envVar, physicalTableName(LOCAL_PREFIX, table)]));
  const bucketNames = Object.fromEntries(buckets.map((bucket) => [bucket.envVar, `${LOCAL_PREFIX}-${bucket.name}`]));
  const url = (port: number) => `http://${LOCAL_HOST}:${port}`;
  return {
    ...(tableNames as Pick<Env, 'TABLE_USERS' | 'TABLE_AUTH' | 'TABLE_AUDIT' | 'TABLE_SUPPORT' | 'TABLE_BILLING' | 'TABLE_CONNECTIONS' | 'TABLE_OUTBOX' | 'TABLE_INTERNSHIPS' | 'TABLE_CLAIMS'>),
    ...(bucketNames as Pick<Env, 'BUCKET_UPLOADS'>),
    STAGE: LOCAL_STAGE,
    USER_POOL_ID: identity.userPoolId,
    USER_POOL_CLIENT_ID: identity.userPoolClientId,
    EVENT_BUS_NAME: `${LOCAL_PREFIX}-bus`,
    SITE_URL: `http://localhost:${ports.gateway}`,
    MAIL_FROM: 'no-reply@beneficios.local',
    SUPPORT_INBOX: 'soporte@beneficios.local',
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: url(ports.dynamodb),
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: url(ports.cognito),
    AWS_ENDPOINT_URL_SESV2: url(ports.ses),
    AWS_ENDPOINT_URL_S3: url(ports.s3),
    AWS_ENDPOINT_URL_EVENTBRIDGE: url(ports.events),
    // The jobs' queues, served beside the bus (infra/local/queues.ts); each job's URL in its own variable, as the stack sets it.
    AWS_ENDPOINT_URL_SQS: url(ports.events),
    ...Object.fromEntries(scheduledJobs.map((job) => [job.queueEnvVar, localQueueUrl(url(ports.events), localJobQueueName(job.name))])),
    // The one local dead-letter queue (infra/local/dead-letter-queue.ts), for the erasure of dead letters.
    [DEAD_LETTER_QUEUES_VARIABLE]: localQueueUrl(url(ports.events), DEAD_LETTER_QUEUE_NAME),
    // The live socket's @connections API, served by the gateway (infra/local/live-socket.ts).
    LIVE_CONNECTIONS_ENDPOINT: url(ports.gateway),
    // The sockets' closing at their token's expiry: one-time schedules, served beside the bus (infra/local/scheduler.ts).
    AWS_ENDPOINT_URL_SCHEDULER: url(ports.events),
    LIVE_CLOSE_SCHEDULE_GROUP: localLiveSocketsGroup,
    LIVE_CLOSE_TARGET_ARN: localFunctionArn(liveHandlers.closeExpired),
    LIVE_CLOSE_ROLE_ARN: `arn:aws:iam::${LOCAL_ACCOUNT}:role/${LOCAL_PREFIX}-live-close`,
    // The Transbank SDK's base URL: the local emulator, with the integration environment's public credentials.
    TRANSBANK_ENVIRONMENT: url(ports.transbank),
  };
};

const LOCAL_ACCOUNT = '000000000000';

/** The live sockets' schedule group, named as the stack names it after the stage. */
export const localLiveSocketsGroup = `${LOCAL_PREFIX}-${LIVE_SOCKETS_SCHEDULE_GROUP_SUFFIX}`;

/** The ARN a schedule targets a function by (a module under lambdas/), as the local Scheduler knows it. */
export const localFunctionArn = (module: string): string => `arn:aws:lambda:local:${LOCAL_ACCOUNT}:function:${LOCAL_PREFIX}-${module.replace(/\W+/g, '-')}`;

/** The local name of a job's queue. */
export const localJobQueueName = (job: string): string => `${LOCAL_PREFIX}-${job}`;

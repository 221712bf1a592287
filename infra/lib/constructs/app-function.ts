import path from 'node:path';
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import { Effect, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { Env } from '../../../lambdas/lib/env';
import { EVENT_SOURCE } from '../../../shared/events';
import type { BucketName, FunctionAccess, TableName } from '../access';
import { buckets } from '../../../shared/data/buckets';
import { SIGNING_KEY_PREFIX } from '../../../shared/data/keys';
import type { StageConfig } from '../stage-config';
import { type TableDefinition, tables } from '../../../shared/data/tables';
import { lambdaBundling } from './bundling';
import type { LiveBindings } from './live';
import { acknowledgeTracing, functionLogging, logGroupProps } from '../logs';
import { nagNames } from './nag';
import { PAYMENTS_FUNCTION_TIMEOUT_SECONDS } from '../../../shared/billing';

export type { FunctionAccess } from '../access';

export const repoRoot = path.resolve(__dirname, '../../..');

/** What the stack hands every function: the resources behind the variables of `lambdas/lib/env.ts`. */
export interface FunctionBindings {
  readonly stage: string;
  readonly logLevel: StageConfig['logLevel'];
  /** Keep the functions' logs a year and when the stack goes (infra/lib/logs.ts): stage-config.ts `retainData`. */
  readonly retainLogs: boolean;
  readonly tables: Readonly<Record<TableName, ITable>>;
  readonly buckets: Readonly<Record<BucketName, IBucket>>;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  readonly eventBus: IEventBus;
  readonly siteUrl: string;
  readonly mail: {
    readonly from: string;
    readonly supportInbox: string;
    /** ARNs a sender needs `ses:SendEmail` on: identities and the configuration set. */
    readonly sendResourceArns: readonly string[];
  };
  /** The live socket's `@connections` API, for functions that declare `liveConnections`. */
  readonly live?: LiveBindings;
  /** Transbank (stage-config.ts `payments`), for the functions whose access says `payments`. */
  readonly payments: StageConfig['payments'];
}

/** transbank-sdk's `Environment` URLs (the SDK is not imported into the CDK app). */
export const TRANSBANK_URLS = { integration: 'https://webpay3gint.transbank.cl', production: 'https://webpay3g.transbank.cl' } as const;

/** The variables of lambdas/billing/transbank-config.ts. */
export const paymentsEnvironment = (payments: StageConfig['payments']): Record<string, string> => ({
  TRANSBANK_ENVIRONMENT: TRANSBANK_URLS[payments.environment],
  ...(payments.secretName ? { TRANSBANK_SECRET_NAME: payments.secretName } : {}),
});

export interface AppFunctionProps {
  /** The module under `lambdas/` that exports `handler`, e.g. `http/me/get-me`. */
  readonly handler: string;
  /** Its own entry file instead of `lambdas/<handler>.ts`: a feature's generated router (infra/lib/http-functions.ts). */
  readonly entry?: string;
  readonly description: string;
  readonly bindings: FunctionBindings;
  /** What it may do with the bindings: its entry in `infra/lib/access.ts`. */
  readonly access: FunctionAccess;
  /** Where an asynchronous invocation that failed every retry goes (event consumers). */
  readonly deadLetterQueue?: IQueue;
  /** 10 seconds unless said otherwise (functions that call Transbank: 25; scheduled jobs: shared/data/jobs.ts `timeoutMinutes`). */
  readonly timeout?: Duration;
}

/**
 * The one log group of the stage's functions. Lambda names each stream after its function when
 * functions share a group, and every line is JSON with its request id, so one group reads as well as
 * one a function; a group a function was 40 of the 500 resources CloudFormation allows a stack.
 */
const functionLogGroup = (scope: Construct, retain: boolean): LogGroup => {
  const stack = Stack.of(scope);
  const existing = stack.node.tryFindChild('FunctionLogs');
  return existing instanceof LogGroup ? existing : new LogGroup(stack, 'FunctionLogs', logGroupProps(retain));
};

/**
 * House defaults for every function: Node.js 24 on ARM64, minified with source maps, JSON logs
 * (Lambda's own format, infra/lib/logs.ts `functionLogging`) in the stage's one functions' log group,
 * errors watched by the stage's error alarms (monitoring.ts `errorAlarms`), and the environment of
 * `lambdas/lib/env.ts`, set together with exactly the access the function declares.
 */
export class AppFunction extends Construct {
  readonly function: NodejsFunction;
  /** The route key or consumer it serves, as dashboards and alarms name it. */
  readonly description: string;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id);
    const { bindings } = props;
    this.description = props.description;

    const environment = {
      ...functionEnvironment(bindings),
      NODE_OPTIONS: '--enable-source-maps',
      // Only with the grant to use it (lambdas/lib/clients/live.ts).
      ...(props.access.liveConnections?.length && bindings.live ? { LIVE_CONNECTIONS_ENDPOINT: bindings.live.connectionsEndpoint } : {}),
      // Only with the grants to use them (lambdas/live/socket-expiry.ts).
      ...liveClosingEnvironment(bindings, props.access),
      ...(props.access.payments ? paymentsEnvironment(bindings.payments) : {}),
    };

    const logGroup = functionLogGroup(this, bindings.retainLogs);
    // Its own role: writing to the functions' log group instead of the managed AWSLambdaBasicExecutionRole (any log group).
    const role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com'), description: props.description });
    logGroup.grantWrite(role);

    this.function = new NodejsFunction(this, 'Function', {
      entry: props.entry ?? path.join(repoRoot, 'lambdas', `${props.handler}.ts`),
      handler: 'handler',
      description: props.description,
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      // A function that calls Transbank outlives the SDK's timeout of each of its calls.
      // Reading every dead-letter queue through ends each queue with a long poll; the queues are read at once.
      timeout: props.timeout ?? Duration.seconds(props.access.payments ? PAYMENTS_FUNCTION_TIMEOUT_SECONDS : props.access.deadLetters ? 60 : 10),
      projectRoot: repoRoot,
      depsLockFilePath: path.join(repoRoot, 'package-lock.json'),
      bundling: lambdaBundling,
      environment,
      role,
      logGroup,
      ...functionLogging(bindings.logLevel),
      ...(props.deadLetterQueue ? { deadLetterQueue: props.deadLetterQueue, retryAttempts: 2 } : {}),
      // X-Ray active tracing: each invocation and its AWS SDK calls, sampled by X-Ray.
      tracing: Tracing.ACTIVE,
    });
    acknowledgeTracing(this);
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-L1',
      reason: 'Node.js 24 (nodejs24.x), the Node that npm ci brings and every test runs on; a newer runtime is a deliberate upgrade, not a default.',
    });

    this.grant(bindings, props.access);
    this.grantLiveConnections(bindings, props.access);
    this.grantLiveSocketExpiry(bindings, props.access);
  }

  private grantLiveSocketExpiry(bindings: FunctionBindings, access: FunctionAccess): void {
    const actions = access.liveSocketExpiry ?? [];
    if (!actions.length) return;
    const closing = liveClosingOf(bindings, this.description);
    this.function.addToRolePolicy(new PolicyStatement({ actions: actions.map((action) => `scheduler:${action}`), resources: [closing.schedulesArn] }));
    this.acknowledgeWildcard(closing.schedulesFinding, "The live sockets' schedule group only: one schedule per connection, named after it.");
    if (actions.includes('CreateSchedule')) {
      // Creating a schedule hands Scheduler the role that runs it: only the closer's role, and only to Scheduler.
      this.function.addToRolePolicy(
        new PolicyStatement({ actions: ['iam:PassRole'], resources: [closing.roleArn], conditions: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } } }),
      );
    }
  }

  private grant(bindings: FunctionBindings, access: FunctionAccess): void {
    const fn = this.function;
    const nag = nagNames(this);
    for (const table of tables as readonly TableDefinition[]) {
      const actions = access.tables?.[table.name as TableName] ?? [];
      if (!actions.length) continue;
      const { tableArn } = bindings.tables[table.name as TableName];
      // Each index by name, rather than CDK's `index/*`: only queries read an index.
      const indexArns = actions.includes('Query') ? (table.globalIndexes ?? []).map((index) => `${tableArn}/index/${index.indexName}`) : [];
      fn.addToRolePolicy(new PolicyStatement({ actions: actions.map((action) => `dynamodb:${action}`), resources: [tableArn, ...indexArns] }));
      if (table.name === 'auth' && !access.signingKeys) fn.addToRolePolicy(denySigningKeys(tableArn));
    }
    for (const bucket of buckets) {
      const bucketAccess = access.buckets?.[bucket.name];
      if (!bucketAccess) continue;
      const resource = bindings.buckets[bucket.name];
      // Listing is granted on the bucket, for the function's prefix only; the rest on its objects.
      const isListing = (action: string) => action === 'ListBucket' || action === 'ListBucketVersions';
      const listActions = bucketAccess.actions.filter(isListing);
      const objectActions = bucketAccess.actions.filter((action) => !isListing(action));
      if (objectActions.length) {
        fn.addToRolePolicy(
          new PolicyStatement({ actions: objectActions.map((action) => `s3:${action}`), resources: [resource.arnForObjects(`${bucketAccess.prefix}*`)] }),
        );
        this.acknowledgeWildcard(
          `Resource::${nag.arnOf(resource)}/${bucketAccess.prefix}*`,
          `Objects under ${bucketAccess.prefix} only: keys are made per upload.`,
        );
      }
      if (listActions.length) {
        fn.addToRolePolicy(
          new PolicyStatement({
            actions: listActions.map((action) => `s3:${action}`),
            resources: [resource.bucketArn],
            conditions: { StringLike: { 's3:prefix': `${bucketAccess.prefix}*` } },
          }),
        );
      }
    }
    if (access.userPool?.length) bindings.userPool.grant(fn, ...access.userPool.map((action) => `cognito-idp:${action}`));
    if (access.publishes?.length) {
      // Events are written to the outbox (lambdas/lib/events.ts), alone or in the change's transaction.
      fn.addToRolePolicy(new PolicyStatement({ actions: ['dynamodb:PutItem'], resources: [bindings.tables.outbox.tableArn] }));
    }
    if (access.relaysEvents) {
      // Only the outbox relay puts events on the bus, from the app's source.
      fn.addToRolePolicy(
        new PolicyStatement({ actions: ['events:PutEvents'], resources: [bindings.eventBus.eventBusArn], conditions: { StringEquals: { 'events:source': EVENT_SOURCE } } }),
      );
    }
    if (access.mail?.includes('SendEmail')) {
      // Only as the stage's own sender: another stage of the account (dev beside staging) cannot mail as this one, nor this one as it.
      fn.addToRolePolicy(
        new PolicyStatement({ actions: ['ses:SendEmail'], resources: [...bindings.mail.sendResourceArns], conditions: { StringEquals: { 'ses:FromAddress': bindings.mail.from } } }),
      );
      this.acknowledgeWildcard(
        `Resource::arn:${nag.partition}:ses:${nag.region}:${nag.account}:identity/*`,
        'SES checks SendEmail against the sender identity and, in the sandbox, the recipient identity too: every identity of the account and region.',
      );
    }
    if (access.payments && bindings.payments.secretName) {
      // By name: the ARN's random suffix is matched by `-??????`.
      Secret.fromSecretNameV2(this, 'TransbankSecret', bindings.payments.secretName).grantRead(fn);
    }
    if (access.mail?.includes('GetAccount')) {
      fn.addToRolePolicy(new PolicyStatement({ actions: ['ses:GetAccount'], resources: ['*'] }));
      this.acknowledgeWildcard('Resource::*', 'ses:GetAccount (the health check reads the sending status) has no resource type, nor have X-Ray\'s trace writes: IAM only accepts "*".');
    }
  }

  private grantLiveConnections(bindings: FunctionBindings, access: FunctionAccess): void {
    if (!access.liveConnections?.length) return;
    if (!bindings.live) throw new Error(`${this.description} declares liveConnections, but the stack has no live socket`);
    // Posting is POST on @connections/{id}, closing DELETE: a function that only closes gets DELETE only.
    const methods = access.liveConnections.includes('ManageConnections') ? ['POST', 'DELETE'] : ['DELETE'];
    const chosen = (list: readonly string[]) => list.filter((entry) => methods.some((method) => entry.includes(`/${method}/@connections/`)));
    this.function.addToRolePolicy(new PolicyStatement({ actions: ['execute-api:ManageConnections'], resources: chosen(bindings.live.manageConnectionsArns) }));
    for (const finding of chosen(bindings.live.manageConnectionsFindings)) {
      this.acknowledgeWildcard(finding, `execute-api:ManageConnections on the live stage's @connections/* (${methods.join(', ')}) only: connection ids are made per connection.`);
    }
  }

  private acknowledgeWildcard(finding: string, reason: string): void {
    Validations.of(this).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason });
  }
}

const liveClosingOf = (bindings: FunctionBindings, description: string) => {
  if (!bindings.live?.closing) throw new Error(`${description} declares liveSocketExpiry, but the stack has no live sockets' closing`);
  return bindings.live.closing;
};

/** The variables of lambdas/live/socket-expiry.ts: the group to delete from, and to create in, the target and its role. */
const liveClosingEnvironment = (bindings: FunctionBindings, access: FunctionAccess): Record<string, string> => {
  const actions = access.liveSocketExpiry ?? [];
  if (!actions.length) return {};
  const closing = liveClosingOf(bindings, 'A function');
  return {
    LIVE_CLOSE_SCHEDULE_GROUP: closing.groupName,
    ...(actions.includes('CreateSchedule') ? { LIVE_CLOSE_TARGET_ARN: closing.targetArn, LIVE_CLOSE_ROLE_ARN: closing.roleArn } : {}),
  };
};

/** The variables of `lambdas/lib/env.ts`, from the stack's resources. Ops commands read them from an output. */
export const functionEnvironment = (bindings: FunctionBindings): Env => ({
  STAGE: bindings.stage,
  ...tableEnvironment(bindings),
  ...bucketEnvironment(bindings),
  USER_POOL_ID: bindings.userPool.userPoolId,
  USER_POOL_CLIENT_ID: bindings.userPoolClient.userPoolClientId,
  EVENT_BUS_NAME: bindings.eventBus.eventBusName,
  SITE_URL: bindings.siteUrl,
  MAIL_FROM: bindings.mail.from,
  SUPPORT_INBOX: bindings.mail.supportInbox,
});

// Object.fromEntries forgets the keys; the definitions guarantee them.
const tableEnvironment = (bindings: FunctionBindings) =>
  Object.fromEntries(tables.map((table) => [table.envVar, bindings.tables[table.name].tableName])) as Record<(typeof tables)[number]['envVar'], string>;

const bucketEnvironment = (bindings: FunctionBindings) =>
  Object.fromEntries(buckets.map((bucket) => [bucket.envVar, bindings.buckets[bucket.name].bucketName])) as Record<(typeof buckets)[number]['envVar'], string>;

/** `events/audit-recorder` -> `EventsAuditRecorder`, `admin` -> `Admin`: a construct id from a module or resource name. */
export const toConstructId = (handler: string): string =>
  handler
    .split(/[/-]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');


/** Every item action IAM knows for DynamoDB, named (no wildcard, even in a Deny). */
const SIGNING_KEY_DENIED_ACTIONS = ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'ConditionCheckItem'].map((action) => `dynamodb:${action}`);

/**
 * The signing keys (auth items under SIGNING-KEY#) are for the functions that sign or verify
 * (`signingKeys` in their access): any other holder of the auth table is denied every item whose
 * partition key begins so, whatever its other grants.
 */
export const denySigningKeys = (authTableArn: string): PolicyStatement =>
  new PolicyStatement({
    effect: Effect.DENY,
    actions: SIGNING_KEY_DENIED_ACTIONS,
    resources: [authTableArn],
    conditions: { 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': [`${SIGNING_KEY_PREFIX}*`] } },
  });

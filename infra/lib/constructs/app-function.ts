import path from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { Env } from '../../../lambdas/lib/env';
import { buckets } from '../identity';
import { tables } from '../tables';

export const repoRoot = path.resolve(__dirname, '../../..');

type TableName = (typeof tables)[number]['name'];
type BucketName = (typeof buckets)[number]['name'];
type DataAccess = 'read' | 'readWrite';

/** What the stack hands every function: the resources behind the variables of `lambdas/lib/env.ts`. */
export interface FunctionBindings {
  readonly stage: string;
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
}

/**
 * What a function may do with those resources. Every function gets every variable (the env is
 * validated whole at start), but only the access declared here. A route or consumer that needs
 * less can pass its own; until then they all get `broadAccess`.
 */
export interface FunctionAccess {
  readonly tables: Partial<Record<TableName, DataAccess>>;
  readonly buckets: Partial<Record<BucketName, DataAccess>>;
  readonly userPoolAdmin: boolean;
  readonly publishEvents: boolean;
  readonly sendMail: boolean;
}

export const broadAccess: FunctionAccess = {
  tables: Object.fromEntries(tables.map((table) => [table.name, 'readWrite'])),
  buckets: Object.fromEntries(buckets.map((bucket) => [bucket.name, 'readWrite'])),
  userPoolAdmin: true,
  publishEvents: true,
  sendMail: true,
};

/** The Cognito calls the server makes: registration, activation, password reset, groups, health. */
const userPoolAdminActions = [
  'cognito-idp:AdminAddUserToGroup',
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminDeleteUser',
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminEnableUser',
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminInitiateAuth',
  'cognito-idp:AdminLinkProviderForUser',
  'cognito-idp:AdminListGroupsForUser',
  'cognito-idp:AdminRemoveUserFromGroup',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminUpdateUserAttributes',
  'cognito-idp:AdminUserGlobalSignOut',
  'cognito-idp:DescribeUserPool',
  'cognito-idp:ListUsers',
  'cognito-idp:ListUsersInGroup',
];

export interface AppFunctionProps {
  /** The module under `lambdas/` that exports `handler`, e.g. `http/me/get-me`. */
  readonly handler: string;
  readonly description: string;
  readonly bindings: FunctionBindings;
  readonly access?: FunctionAccess;
  /** Where an asynchronous invocation that failed every retry goes (event consumers). */
  readonly deadLetterQueue?: IQueue;
}

/**
 * House defaults for every function: Node.js 22 on ARM64, minified with source maps, a log group
 * kept one month, and the environment of `lambdas/lib/env.ts`, set together with the grants.
 */
export class AppFunction extends Construct {
  readonly function: NodejsFunction;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id);
    const { bindings } = props;

    const environment = { ...functionEnvironment(bindings), NODE_OPTIONS: '--enable-source-maps' };

    this.function = new NodejsFunction(this, 'Function', {
      entry: path.join(repoRoot, 'lambdas', `${props.handler}.ts`),
      handler: 'handler',
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.seconds(10),
      projectRoot: repoRoot,
      depsLockFilePath: path.join(repoRoot, 'package-lock.json'),
      bundling: { minify: true, sourceMap: true, sourcesContent: false, target: 'node22' },
      environment,
      logGroup: new LogGroup(this, 'Logs', { retention: RetentionDays.ONE_MONTH, removalPolicy: RemovalPolicy.DESTROY }),
      ...(props.deadLetterQueue ? { deadLetterQueue: props.deadLetterQueue, retryAttempts: 2 } : {}),
    });

    this.grant(bindings, props.access ?? broadAccess);
  }

  private grant(bindings: FunctionBindings, access: FunctionAccess): void {
    const fn = this.function;
    for (const table of tables) {
      const level = access.tables[table.name];
      if (level === 'readWrite') bindings.tables[table.name].grantReadWriteData(fn);
      if (level === 'read') bindings.tables[table.name].grantReadData(fn);
    }
    for (const bucket of buckets) {
      const level = access.buckets[bucket.name];
      if (level === 'readWrite') bindings.buckets[bucket.name].grantReadWrite(fn);
      if (level === 'read') bindings.buckets[bucket.name].grantRead(fn);
    }
    if (access.userPoolAdmin) bindings.userPool.grant(fn, ...userPoolAdminActions);
    if (access.publishEvents) bindings.eventBus.grantPutEventsTo(fn);
    if (access.sendMail) {
      fn.addToRolePolicy(new PolicyStatement({ actions: ['ses:SendEmail', 'ses:SendRawEmail'], resources: [...bindings.mail.sendResourceArns] }));
      // The health check reads the account's sending status; GetAccount has no resource.
      fn.addToRolePolicy(new PolicyStatement({ actions: ['ses:GetAccount'], resources: ['*'] }));
    }
  }
}

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


import { type App, Aws, CfnOutput, Duration, Fn, Stack, type StackProps, Tags, Validations } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { EventBus, Rule } from 'aws-cdk-lib/aws-events';
import type { Construct } from 'constructs';
import { EVENT_SOURCE, eventCatalogue } from '../../../shared/events';
import { accessOf, DEAD_LETTER_QUEUES_VARIABLE } from '../access';
import { httpFunctions } from '../http-functions';
import { Api } from '../constructs/api';
import { AppFunction, functionEnvironment, type FunctionBindings, toConstructId, TRANSBANK_URLS } from '../constructs/app-function';
import { appBucket, appBucketName, appTable } from '../constructs/data';
import { EventConsumer } from '../constructs/events';
import { Identity } from '../constructs/identity';
import { Live } from '../constructs/live';
import { Mail } from '../constructs/mail';
import { Monitoring } from '../constructs/monitoring';
import { nagNames } from '../constructs/nag';
import { Site } from '../constructs/site';
import { StreamConsumer } from '../constructs/streams';
import type { EdgeStack } from './edge-stack';
import { jobsWatch } from './jobs-stack';
import { buckets } from '../../../shared/data/buckets';
import { mailDomainOf, stackName, type StageConfig, type StageName } from '../stage-config';
import { tables, type TableDefinition } from '../../../shared/data/tables';

/** Builds one resource per definition, keyed by the definition's name. */
const byName = <Definition extends { readonly name: string }, Resource>(
  definitions: readonly Definition[],
  build: (definition: Definition) => Resource,
): Record<Definition['name'], Resource> => {
  const built = {} as Record<Definition['name'], Resource>;
  for (const definition of definitions) built[definition.name as Definition['name']] = build(definition);
  return built;
};

export interface AppStackProps extends StackProps {
  readonly stage: StageName;
  readonly config: StageConfig;
  /** The stage's us-east-1 stack: CloudFront's certificate and web ACL (none on dev). */
  readonly edge?: EdgeStack;
}

/**
 * One stage of the product. The tables, routes and events come from the shared definitions:
 * this file loops over them and holds no table, route or event of its own.
 */
export class AppStack extends Stack {
  /** What every function of the stage is given; the jobs stack's functions too. */
  readonly bindings: FunctionBindings;
  /** The stage's alarm topic in its region. */
  readonly alarmTopic: ITopic;
  /** The distribution, whose alarms live in us-east-1 with CloudFront's metrics (edge-alarms-stack.ts). */
  readonly distribution: IDistribution;

  constructor(scope: Construct, id: string, props: AppStackProps) {
    super(scope, id, props);
    const { stage, config, edge } = props;
    const name = stackName(stage);
    const data = { prefix: name, retain: config.retainData };

    const monitoring = new Monitoring(this, 'Alarms', { name, alarmEmail: config.alarmEmail });
    const alarmTopic = monitoring.topic;
    this.alarmTopic = alarmTopic;
    const eventBus = new EventBus(this, 'EventBus', { eventBusName: name });
    const appTables = byName(tables, (table) => appTable(this, table, data));
    const identity = new Identity(this, 'Identity', {
      pendingSignUps: appTables.auth,
      users: appTables.users,
      name,
      retain: config.retainData,
      authDomainPrefix: config.authDomainPrefix,
      googleSecretName: config.googleSecretName,
      outbox: appTables.outbox,
      alarmTopic,
      logLevel: config.logLevel,
    });
    const mail = new Mail(this, 'Mail', { name, domain: mailDomainOf(config.mailFrom), alarmTopic });
    const api = new Api(this, 'Api', { name, userPool: identity.userPool, userPoolClient: identity.webClient, alarmTopic, retainLogs: config.retainData });
    const live = new Live(this, 'Live', { name, retainLogs: config.retainData, alarmTopic });
    const uploadsHost = `${appBucketName(name, { name: 'uploads' })}.s3.${Aws.REGION}.${Aws.URL_SUFFIX}`;
    const site = new Site(this, 'Site', {
      name,
      apiDomainName: api.domainName,
      originSecret: api.originSecret,
      domain: config.domain && edge?.certificate ? { name: config.domain.name, certificate: edge.certificate } : undefined,
      webAclArn: edge?.webAclArn,
      webConfig: {
        region: this.region,
        userPoolId: identity.userPool.userPoolId,
        userPoolClientId: identity.webClient.userPoolClientId,
        oauthDomain: identity.hostedUiHost,
        apiPath: '/api',
        liveUrl: live.url,
      },
      csp: { cognitoIdp: `cognito-idp.${Aws.REGION}.${Aws.URL_SUFFIX}`, oauthDomain: identity.hostedUiHost, uploads: uploadsHost, live: live.domainName, payments: TRANSBANK_URLS[config.payments.environment] },
      retainLogs: config.retainData,
    });

    // Google sends users back to the site's /login (and the stage's extra URLs, e.g. a developer's localhost).
    identity.allowOAuthRedirects([`${site.url}/login`, ...config.oauthRedirectUrls]);
    this.distribution = site.distribution;

    const bindings: FunctionBindings = {
      stage,
      logLevel: config.logLevel,
      retainLogs: config.retainData,
      tables: appTables,
      buckets: byName(buckets, (bucket) => appBucket(this, bucket, { ...data, siteUrl: site.url, logBucket: site.logBucket })),
      userPool: identity.userPool,
      userPoolClient: identity.webClient,
      eventBus,
      siteUrl: site.url,
      mail: { from: config.mailFrom, supportInbox: config.supportInbox, sendResourceArns: mail.sendResourceArns },
      live: live.bindings,
      payments: config.payments,
    };
    this.bindings = bindings;
    live.addRoutes(bindings);

    // One function per feature folder of lambdas/http/, its router generated from the route table.
    const routeFunctions = httpFunctions().map((fn) => {
      const id = toConstructId(fn.name);
      const appFunction = new AppFunction(this, `${id}Function`, { handler: fn.name, entry: fn.entry, description: fn.description, bindings, access: fn.access });
      api.addRoutes(id, fn.routes, appFunction.function);
      return appFunction;
    });

    // One function and one dead-letter queue per consumer module, one rule per event.
    const consumers = new Map<string, EventConsumer>();
    const consumerOf = (handler: string): EventConsumer => {
      const existing = consumers.get(handler);
      if (existing) return existing;
      const consumer = new EventConsumer(this, `${toConstructId(handler)}Consumer`, { handler, bindings, access: accessOf(handler), alarmTopic, eventBus });
      consumers.set(handler, consumer);
      return consumer;
    };
    for (const event of eventCatalogue) {
      new Rule(this, `${event.detailType}Rule`, {
        eventBus,
        description: `${event.detailType} -> ${event.consumers.join(', ')}`,
        eventPattern: { source: [EVENT_SOURCE], detailType: [event.detailType] },
        targets: event.consumers.map((handler) => consumerOf(handler).target()),
      });
    }

    // One function and one dead-letter queue per consumer of a table's stream.
    const streamConsumers = (tables as readonly TableDefinition[]).flatMap((table) =>
      (table.streamConsumers ?? []).map(
        (handler) =>
          new StreamConsumer(this, `${toConstructId(handler)}StreamConsumer`, {
            handler,
            table: bindings.tables[table.name as keyof FunctionBindings['tables']],
            tableName: table.name,
            bindings,
            access: accessOf(handler),
            alarmTopic,
          }),
      ),
    );

    // The scheduled jobs are in a stack of their own (jobs-stack.ts); the stage's dashboard shows them by name.
    const jobs = jobsWatch(this, stage);

    const consumerList = [...consumers.values()];

    // An erasure reads every dead-letter queue and deletes what it finds of the account (events/dead-letter-eraser).
    const deadLetterQueues = [...[...consumerList, ...streamConsumers].map((owner) => owner.deadLetterQueue), ...jobs.deadLetterQueues];
    for (const [handler, consumer] of consumers) {
      if (!accessOf(handler).deadLetters) continue;
      consumer.appFunction.function.addEnvironment(DEAD_LETTER_QUEUES_VARIABLE, Fn.join(',', deadLetterQueues.map((queue) => queue.queueUrl)));
      for (const queue of deadLetterQueues) queue.grantConsumeMessages(consumer.appFunction.function);
    }
    const functions = [
      ...routeFunctions,
      ...consumerList.map((consumer) => consumer.appFunction),
      ...streamConsumers.map((consumer) => consumer.appFunction),
      ...live.functions,
    ];
    const deadLetterOwners = [...consumerList, ...streamConsumers];
    monitoring.watch({
      api,
      deadLetters: [
        ...deadLetterOwners.map((owner) => owner.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), label: owner.node.id })),
        ...jobs.deadLetters,
      ],
      mail,
      alarms: [
        api.serverErrorsAlarm,
        live.errorsAlarm,
        mail.bounceRateAlarm,
        mail.complaintRateAlarm,
        ...deadLetterOwners.map((owner) => owner.deadLetterAlarm),
        ...jobs.alarms,
        ...streamConsumers.map((consumer) => consumer.iteratorAgeAlarm),
        ...monitoring.errorAlarms(functions),
        ...(identity.preSignUpErrorsAlarm ? [identity.preSignUpErrorsAlarm] : []),
        ...monitoring.throttleAlarms(Object.values(appTables), [...functions.map((fn) => fn.function), identity.preSignUp]),
      ],
    });

    acknowledgeCdkHelpers(this, site.bucket);

    new CfnOutput(this, 'SiteUrl', { value: site.url });
    new CfnOutput(this, 'DistributionDomainName', { value: site.distribution.distributionDomainName });
    new CfnOutput(this, 'ApiUrl', { value: api.httpApi.apiEndpoint });
    new CfnOutput(this, 'LiveUrl', { value: live.url, description: 'The live user document socket (WebSocket API)' });
    new CfnOutput(this, 'UserPoolId', { value: identity.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: identity.webClient.userPoolClientId });
    new CfnOutput(this, 'HostedUiDomain', { value: identity.hostedUiHost, description: 'The Cognito hosted UI (OAuth)' });
    new CfnOutput(this, 'GoogleRedirectUri', {
      value: `https://${identity.hostedUiHost}/oauth2/idpresponse`,
      description: 'Authorised redirect URI of the Google OAuth client',
    });
    new CfnOutput(this, 'GoogleSecretName', { value: config.googleSecretName, description: 'Secrets Manager: {"clientId": "...", "clientSecret": "..."}' });
    new CfnOutput(this, 'AlarmTopicArn', { value: alarmTopic.topicArn });
    new CfnOutput(this, 'OriginSecretArn', { value: api.originSecret.secretArn, description: 'The header CloudFront sends the API; docs/deploy.md "Origin secret" rotates it' });
    new CfnOutput(this, 'DashboardName', { value: monitoring.dashboard.dashboardName });
    // What `npm run admin:grant -- <email> --stage NAME` needs to run the functions' code against this stage.
    new CfnOutput(this, 'FunctionEnvironment', { value: this.toJsonString(functionEnvironment(bindings)) });
    new CfnOutput(this, 'MailFromMxRecord', {
      value: `${mail.mailFromDomain} MX 10 feedback-smtp.${this.region}.amazonses.com`,
      description: 'Publish for the custom MAIL FROM domain (SPF aligned for DMARC)',
    });
    new CfnOutput(this, 'MailFromSpfRecord', { value: `${mail.mailFromDomain} TXT "v=spf1 include:amazonses.com ~all"`, description: 'Publish for the custom MAIL FROM domain' });
    mail.identity.dkimRecords.forEach((record, index) => {
      new CfnOutput(this, `MailDkimRecord${index + 1}`, { value: `${record.name} CNAME ${record.value}`, description: 'Publish to verify the sender domain' });
    });
  }
}

/**
 * CDK's own helper functions, added at stack level: the BucketDeployment that copies the web build
 * (its role reads CDK's asset bucket and writes the site bucket, as CDK writes it), and the custom
 * resource that empties a deletable bucket before CloudFormation removes it.
 */
const acknowledgeCdkHelpers = (stack: Stack, siteBucket: Construct): void => {
  const nag = nagNames(stack);
  const deploymentWildcards = [
    'Action::s3:GetBucket*',
    'Action::s3:GetObject*',
    'Action::s3:List*',
    'Action::s3:Abort*',
    'Action::s3:DeleteObject*',
    `Resource::arn:${nag.partition}:s3:::cdk-hnb659fds-assets-${nag.account}-${nag.region}/*`,
    `Resource::${nag.arnOf(siteBucket)}/*`,
    'Resource::*',
  ];
  for (const child of stack.node.children) {
    if (!child.node.id.startsWith('Custom::')) continue;
    const validations = Validations.of(child);
    validations.acknowledge(
      {
        // Managed policy ARNs keep the partition token even in a stack pinned to a region.
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: 'CDK-managed helper function: its role is built by CDK with AWSLambdaBasicExecutionRole.',
      },
      { id: 'AwsSolutions-L1', reason: 'CDK-managed helper function: CDK chooses and updates its runtime.' },
    );
    if (child.node.id.startsWith('Custom::CDKBucketDeployment')) {
      validations.acknowledge(
        ...deploymentWildcards.map((finding) => ({
          id: `AwsSolutions-IAM5[${finding}]`,
          reason: 'CDK BucketDeployment: copies the web build from the CDK asset bucket into the site bucket and invalidates CloudFront, with the grants CDK writes.',
        })),
      );
    }
  }
};

/** The stack of one stage, as `infra/bin/app.ts` and the tests build it. */
export const createAppStack = (app: App, stage: StageName, config: StageConfig, edge?: EdgeStack): AppStack => {
  const stack = new AppStack(app, stackName(stage), {
    stage,
    config,
    edge,
    description: `Beneficios Chile (${stage})`,
    terminationProtection: config.retainData,
    env: { account: config.account, region: config.region },
    // CloudFront's certificate and web ACL come from the us-east-1 stack (edge-stack.ts).
    crossRegionReferences: edge !== undefined,
  });
  Tags.of(stack).add('project', 'beneficios');
  Tags.of(stack).add('stage', stage);
  return stack;
};

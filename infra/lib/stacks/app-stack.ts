import { type App, CfnOutput, Stack, type StackProps, Tags } from 'aws-cdk-lib';
import { EventBus, Rule } from 'aws-cdk-lib/aws-events';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import { EVENT_SOURCE, eventCatalogue } from '../../../shared/events';
import { routeId, routeKey, routes } from '../../../shared/routes';
import { Api } from '../constructs/api';
import { AppFunction, functionEnvironment, type FunctionBindings, toConstructId } from '../constructs/app-function';
import { appBucket, appTable } from '../constructs/data';
import { EventConsumer } from '../constructs/events';
import { Identity } from '../constructs/identity';
import { Mail } from '../constructs/mail';
import { Site } from '../constructs/site';
import { Waf } from '../constructs/waf';
import { buckets } from '../identity';
import { mailDomainOf, stackName, type StageConfig, type StageName } from '../stage-config';
import { tables } from '../tables';

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
}

/**
 * One stage of the product. The tables, routes and events come from the shared definitions:
 * this file loops over them and holds no table, route or event of its own.
 */
export class AppStack extends Stack {
  constructor(scope: Construct, id: string, props: AppStackProps) {
    super(scope, id, props);
    const { stage, config } = props;
    const name = stackName(stage);
    const data = { prefix: name, retain: config.retainData };

    const identity = new Identity(this, 'Identity', { name, retain: config.retainData });
    const eventBus = new EventBus(this, 'EventBus', { eventBusName: name });
    const mail = new Mail(this, 'Mail', { name, domain: mailDomainOf(config.mailFrom) });
    const api = new Api(this, 'Api', { name, userPool: identity.userPool, userPoolClient: identity.webClient });
    const site = new Site(this, 'Site', {
      name,
      apiDomainName: api.domainName,
      domain: config.domain,
      webAclArn: config.waf ? new Waf(this, 'Waf', { name }).webAcl.attrArn : undefined,
      webConfig: { region: this.region, userPoolId: identity.userPool.userPoolId, userPoolClientId: identity.webClient.userPoolClientId, apiPath: '/api' },
    });

    const bindings: FunctionBindings = {
      stage,
      tables: byName(tables, (table) => appTable(this, table, data)),
      buckets: byName(buckets, (bucket) => appBucket(this, bucket, { ...data, siteUrl: site.url })),
      userPool: identity.userPool,
      userPoolClient: identity.webClient,
      eventBus,
      siteUrl: site.url,
      mail: { from: config.mailFrom, supportInbox: config.supportInbox, sendResourceArns: mail.sendResourceArns },
    };

    for (const route of routes) {
      const handler = new AppFunction(this, `${routeId(route)}Route`, { handler: route.handler, description: routeKey(route), bindings });
      api.addRoute(route, handler.function);
    }

    const alarmTopic = new Topic(this, 'Alarms', { displayName: `${name} alarms` });
    alarmTopic.addSubscription(new EmailSubscription(config.alarmEmail));

    // One function and one dead-letter queue per consumer module, one rule per event.
    const consumers = new Map<string, EventConsumer>();
    const consumerOf = (handler: string): EventConsumer => {
      const existing = consumers.get(handler);
      if (existing) return existing;
      const consumer = new EventConsumer(this, `${toConstructId(handler)}Consumer`, { handler, bindings, alarmTopic });
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

    new CfnOutput(this, 'SiteUrl', { value: site.url });
    new CfnOutput(this, 'DistributionDomainName', { value: site.distribution.distributionDomainName });
    new CfnOutput(this, 'ApiUrl', { value: api.httpApi.apiEndpoint });
    new CfnOutput(this, 'UserPoolId', { value: identity.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: identity.webClient.userPoolClientId });
    // What `npm run admin:grant -- <email> --stage NAME` needs to run the functions' code against this stage.
    new CfnOutput(this, 'FunctionEnvironment', { value: this.toJsonString(functionEnvironment(bindings)) });
    mail.identity.dkimRecords.forEach((record, index) => {
      new CfnOutput(this, `MailDkimRecord${index + 1}`, { value: `${record.name} CNAME ${record.value}`, description: 'Publish to verify the sender domain' });
    });
  }
}

/** The stack of one stage, as `infra/bin/app.ts` and the tests build it. */
export const createAppStack = (app: App, stage: StageName, config: StageConfig): AppStack => {
  const stack = new AppStack(app, stackName(stage), {
    stage,
    config,
    description: `Beneficios Chile (${stage})`,
    terminationProtection: config.retainData,
    // Environment-agnostic unless the stage pins a region.
    ...(config.region ? { env: { region: config.region } } : {}),
  });
  Tags.of(stack).add('project', 'beneficios');
  Tags.of(stack).add('stage', stage);
  return stack;
};

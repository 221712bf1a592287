import { App, type AppProps, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { EDGE_REGION, parseStageName, type StageConfig, stageConfig, type StageName } from '../stage-config';
import { FIRST_DEPLOY_CONTEXT, isFirstDeploy } from '../retention';
import { type AccountStack, createAccountStack } from './account-stack';
import { type AppStack, createAppStack } from './app-stack';
import { EdgeAlarmsStack } from './edge-alarms-stack';
import { createEdgeStack, type EdgeStack } from './edge-stack';
import { JobsStack } from './jobs-stack';
import { edgeAlarmsStackName, jobsStackName } from './stage-stacks';

export interface CloudStacks {
  /** The product, in sa-east-1. */
  readonly stack: AppStack;
  /** CloudFront's certificate and web ACL, in us-east-1; none where the stage needs neither (dev). */
  readonly edge: EdgeStack | undefined;
  /** API Gateway's CloudWatch role, once per account and region (account-stack.ts); the app stack depends on it. */
  readonly account: AccountStack;
  /** The scheduled jobs, beside the app stack (jobs-stack.ts). */
  readonly jobs: JobsStack;
  /** The alarms on CloudFront and its web ACL, in us-east-1 where their metrics are (edge-alarms-stack.ts). */
  readonly edgeAlarms: EdgeAlarmsStack;
}

/** Every stack of a stage, in the order they deploy. */
export const allStacks = (stacks: CloudStacks) => [stacks.account, ...(stacks.edge ? [stacks.edge] : []), stacks.stack, stacks.jobs, stacks.edgeAlarms];

/**
 * One stage's stacks, all in the stage's account: the account's and the us-east-1 one first, since the
 * app stack needs the first and reads the second's values; then the jobs and the CloudFront alarms,
 * which read the app stack's. With `-c firstDeploy=true` (retention.ts) the stage's data is
 * synthesized unprotected, so that a failed create rolls back cleanly.
 */
export const createCloudStacks = (app: App, stage: StageName, config: StageConfig): CloudStacks => {
  const effective = isFirstDeploy(app.node.tryGetContext(FIRST_DEPLOY_CONTEXT)) ? { ...config, retainData: false } : config;
  const account = createAccountStack(app, { account: effective.account, region: effective.region });
  const edge = createEdgeStack(app, stage, effective);
  const stack = createAppStack(app, stage, effective, edge);
  stack.addStackDependency(account, 'the live socket\'s stage writes access logs through API Gateway\'s account CloudWatch role');
  const jobs = new JobsStack(app, jobsStackName(stage), {
    stage,
    bindings: stack.bindings,
    alarmTopic: stack.alarmTopic,
    description: `Beneficios Chile (${stage}): the scheduled jobs`,
    terminationProtection: effective.retainData,
    env: { account: effective.account, region: effective.region },
  });
  const edgeAlarms = new EdgeAlarmsStack(app, edgeAlarmsStackName(stage), {
    stage,
    config: effective,
    distributionId: stack.distribution.distributionId,
    description: `Beneficios Chile (${stage}): the alarms on CloudFront and its web ACL`,
    terminationProtection: effective.retainData,
    env: { account: effective.account, region: EDGE_REGION },
    // It reads the distribution of the app stack, in another region.
    crossRegionReferences: true,
  });
  for (const added of [jobs, edgeAlarms]) {
    Tags.of(added).add('project', 'beneficios');
    Tags.of(added).add('stage', stage);
  }
  return { stack, edge, account, jobs, edgeAlarms };
};

/**
 * The CDK app of `cdk synth|diff|deploy -c stage=NAME`: one stage's stacks, its configuration
 * validated first, and the AWS Solutions rules of cdk-nag run on them: a finding that is not
 * acknowledged (with its reason, next to the resource) fails the synth. Without a stage it stops,
 * naming the stages and how to bootstrap (which needs no app: infra/scripts/deploy.ts runs
 * `cdk bootstrap --app ''`, since the CDK CLI refuses an app without stacks).
 */
export const createCloudApp = (props: AppProps = {}): CloudStacks & { app: App } => {
  const app = new App(props);
  const stage = parseStageName(app.node.tryGetContext('stage'));
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, ...createCloudStacks(app, stage, stageConfig(stage)) };
};

import { App, type AppProps, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { parseStageName, type StageConfig, stageConfig, type StageName } from '../stage-config';
import { FIRST_DEPLOY_CONTEXT, isFirstDeploy } from '../retention';
import { type AccountStack, createAccountStack } from './account-stack';
import { type AppStack, createAppStack } from './app-stack';
import { createEdgeStack, type EdgeStack } from './edge-stack';

export interface CloudStacks {
  /** The product, in sa-east-1. */
  readonly stack: AppStack;
  /** CloudFront's certificate and web ACL, in us-east-1; none where the stage needs neither (dev). */
  readonly edge: EdgeStack | undefined;
  /** API Gateway's CloudWatch role, once per account and region (account-stack.ts); the app stack depends on it. */
  readonly account: AccountStack;
}

/**
 * One stage's stacks: the account's and the us-east-1 one first, since the app stack needs the
 * first and reads the second's values. With `-c firstDeploy=true` (retention.ts) the stage's data is
 * synthesized unprotected, so that a failed create rolls back cleanly.
 */
export const createCloudStacks = (app: App, stage: StageName, config: StageConfig): CloudStacks => {
  const effective = isFirstDeploy(app.node.tryGetContext(FIRST_DEPLOY_CONTEXT)) ? { ...config, retainData: false } : config;
  const account = createAccountStack(app, effective.region);
  const edge = createEdgeStack(app, stage, effective);
  const stack = createAppStack(app, stage, effective, edge);
  stack.addStackDependency(account, 'the live socket\'s stage writes access logs through API Gateway\'s account CloudWatch role');
  return { stack, edge, account };
};

/**
 * The CDK app of `cdk synth|diff|deploy -c stage=NAME`: one stage's stacks, its configuration
 * validated first, and the AWS Solutions rules of cdk-nag run on them: a finding that is not
 * acknowledged (with its reason, next to the resource) fails the synth.
 */
export const createCloudApp = (props: AppProps = {}): CloudStacks & { app: App } => {
  const app = new App(props);
  const stage = parseStageName(app.node.tryGetContext('stage'));
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, ...createCloudStacks(app, stage, stageConfig(stage)) };
};

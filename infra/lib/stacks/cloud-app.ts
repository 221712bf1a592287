import { App, type AppProps, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { parseStageName, type StageConfig, stageConfig, type StageName } from '../stage-config';
import { type AppStack, createAppStack } from './app-stack';
import { createEdgeStack, type EdgeStack } from './edge-stack';

export interface CloudStacks {
  /** The product, in sa-east-1. */
  readonly stack: AppStack;
  /** CloudFront's certificate and web ACL, in us-east-1; none where the stage needs neither (dev). */
  readonly edge: EdgeStack | undefined;
}

/** One stage's stacks: the us-east-1 one first, since the app stack reads its values. */
export const createCloudStacks = (app: App, stage: StageName, config: StageConfig): CloudStacks => {
  const edge = createEdgeStack(app, stage, config);
  return { stack: createAppStack(app, stage, config, edge), edge };
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

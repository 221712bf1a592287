import { App, type AppProps, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { parseStageName, stageConfig } from '../stage-config';
import { type AppStack, createAppStack } from './app-stack';

/**
 * The CDK app of `cdk synth|diff|deploy -c stage=NAME`: one stage's stack, its configuration
 * validated first, and the AWS Solutions rules of cdk-nag run on it: a finding that is not
 * acknowledged (with its reason, next to the resource) fails the synth.
 */
export const createCloudApp = (props: AppProps = {}): { app: App; stack: AppStack } => {
  const app = new App(props);
  const stage = parseStageName(app.node.tryGetContext('stage'));
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, stack: createAppStack(app, stage, stageConfig(stage)) };
};

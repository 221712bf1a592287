import { App } from 'aws-cdk-lib';
import { createAppStack } from '../lib/stacks/app-stack';
import { parseStageName, stageConfig } from '../lib/stage-config';

/** `cdk synth -c stage=dev`: one stack per stage, its configuration validated before anything is built. */
const app = new App();
const stage = parseStageName(app.node.tryGetContext('stage'));
createAppStack(app, stage, stageConfig(stage));

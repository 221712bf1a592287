import { createCloudApp } from '../lib/stacks/cloud-app';

/** `cdk synth -c stage=dev`: one stack per stage, checked by cdk-nag (`infra/lib/stacks/cloud-app.ts`). */
createCloudApp();

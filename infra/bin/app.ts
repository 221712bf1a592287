import { createCloudApp } from '../lib/stacks/cloud-app';

/** `cdk synth -c stage=dev`: one stage's stacks, checked by cdk-nag (`infra/lib/stacks/cloud-app.ts`). */
createCloudApp();

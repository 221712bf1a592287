/**
 * `template_resources` for `npm run bench -- --only functions`: the CloudFormation resources of each
 * stack of the dev and prod stages (the app stack in sa-east-1; prod's us-east-1 stack for CloudFront's
 * certificate and web ACL), synthesized as `infra/test/synth.ts` does (cdk.json's context, no web build
 * needed, bundling skipped: the count does not depend on the code), against CloudFormation's limit of 500 a stack.
 */
import { App } from 'aws-cdk-lib';
import { cdkContext, templateTestContext } from '../infra/test/synth';
import { createCloudStacks } from '../infra/lib/stacks/cloud-app';
import { stageConfig, type StageName } from '../infra/lib/stage-config';
import type { BenchFigure } from './public-site';

export const CLOUDFORMATION_RESOURCE_LIMIT = 500;

/** Resources per stack of a stage, the app stack first: `{ app, edge? }`. */
export const templateResourcesByStack = (stage: StageName): { app: number; edge?: number } => {
  const app = new App({ context: { ...cdkContext, ...templateTestContext }, builtinCloudFormationValidation: false });
  const { stack, edge } = createCloudStacks(app, stage, stageConfig(stage));
  const assembly = app.synth();
  const count = (name: string) => Object.keys((assembly.getStackByName(name).template as { Resources?: Record<string, unknown> }).Resources ?? {}).length;
  return { app: count(stack.stackName), ...(edge ? { edge: count(edge.stackName) } : {}) };
};

/** The app stack's count, the one that nears the limit. */
export const templateResources = (stage: StageName): number => templateResourcesByStack(stage).app;

export const benchTemplate = (): BenchFigure[] => {
  const prod = templateResourcesByStack('prod');
  return [
    { name: 'template_resources dev', value: templateResources('dev'), unit: 'resources' },
    { name: 'template_resources prod', value: prod.app, unit: 'resources' },
    { name: 'template_resources prod-edge', value: prod.edge ?? 0, unit: 'resources' },
    { name: 'template_resources limit', value: CLOUDFORMATION_RESOURCE_LIMIT, unit: 'resources' },
  ];
};

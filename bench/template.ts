/**
 * `template_resources` for `npm run bench -- --only functions`: the CloudFormation resources of the
 * dev and prod stacks, synthesized as `infra/test/synth.ts` does (cdk.json's context, no web build needed, bundling
 * skipped: the count does not depend on the code), against CloudFormation's limit of 500 a stack.
 */
import { App } from 'aws-cdk-lib';
import { cdkContext, templateTestContext } from '../infra/test/synth';
import { createAppStack } from '../infra/lib/stacks/app-stack';
import { stageConfig, type StageName } from '../infra/lib/stage-config';
import type { BenchFigure } from './public-site';

export const CLOUDFORMATION_RESOURCE_LIMIT = 500;

export const templateResources = (stage: StageName): number => {
  const app = new App({ context: { ...cdkContext, ...templateTestContext }, builtinCloudFormationValidation: false });
  const stack = createAppStack(app, stage, stageConfig(stage));
  const template = app.synth().getStackByName(stack.stackName).template as { Resources?: Record<string, unknown> };
  return Object.keys(template.Resources ?? {}).length;
};

export const benchTemplate = (): BenchFigure[] => [
  { name: 'template_resources dev', value: templateResources('dev'), unit: 'resources' },
  { name: 'template_resources prod', value: templateResources('prod'), unit: 'resources' },
  { name: 'template_resources limit', value: CLOUDFORMATION_RESOURCE_LIMIT, unit: 'resources' },
];

/**
 * `template_resources` for `npm run bench -- --only functions`: the CloudFormation resources of each
 * stack of the dev and prod stages (deploy-figures.ts: synthesized as `infra/test/synth.ts` does,
 * cdk.json's context, no web build needed, bundling skipped: the count does not depend on the code),
 * against the budget the synth test holds every stack to and CloudFormation's limit.
 */
import { CLOUDFORMATION_RESOURCE_LIMIT, RESOURCE_BUDGET } from '../infra/lib/stacks/resource-budget';
import { stageFigures } from './deploy-figures';
import type { BenchFigure } from './public-site';

export const benchTemplate = (): BenchFigure[] => [
  ...(['dev', 'prod'] as const).flatMap((stage) => stageFigures(stage).stacks.map((stack) => ({ name: `template_resources ${stack.name}`, value: stack.resources, unit: 'resources' }))),
  { name: 'template_resources budget', value: RESOURCE_BUDGET, unit: 'resources' },
  { name: 'template_resources limit', value: CLOUDFORMATION_RESOURCE_LIMIT, unit: 'resources' },
];

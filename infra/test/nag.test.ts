import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AwsSolutionsChecks } from 'cdk-nag';
import { stageNames } from '../lib/stage-config';
import { allStacks, createCloudApp } from '../lib/stacks/cloud-app';
import { RESOURCE_BUDGET } from '../lib/stacks/resource-budget';
import { cdkContext, templateTestContext } from './synth';

/**
 * `cdk synth -c stage=NAME` in CI: each stage through the real app of `infra/bin/app.ts`, with
 * cdk-nag's AWS Solutions rules as a validation plugin. Every finding must be acknowledged, with
 * its reason, next to the resource it is about. Bundling is skipped, and so is CDK's built-in
 * CloudFormation rule engine (8 s to start, seconds a stage): `cdk synth` runs it.
 */
describe.each(stageNames)('cdk synth -c stage=%s', (stage) => {
  const outdir = mkdtempSync(path.join(tmpdir(), `cdk-${stage}-`));
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));
  const { app, ...stacks } = createCloudApp({ context: { ...cdkContext, ...templateTestContext, stage }, outdir, builtinCloudFormationValidation: false });

  it('has no unacknowledged AWS Solutions finding', () => {
    const report = new AwsSolutionsChecks().validateScope(app);
    const findings = report.violations.flatMap((violation) =>
      violation.violatingResources.map((resource) => `${violation.severity} ${violation.ruleName} ${resource.constructPath}`),
    );
    expect(findings).toEqual([]);
  });

  it(`synthesizes both regions' stacks, the nag plugin passing, each under ${RESOURCE_BUDGET} resources`, () => {
    const assembly = app.synth();
    const counts = Object.fromEntries(
      allStacks(stacks).map((built) => [built.stackName, Object.keys((assembly.getStackByName(built.stackName).template as { Resources: object }).Resources).length]),
    );
    // CloudFormation refuses a stack above 500; the budget keeps room for the next features, and says when to split a stack.
    expect(Object.entries(counts).filter(([, count]) => count > RESOURCE_BUDGET)).toEqual([]);
    expect(stacks.edge === undefined).toBe(stage === 'dev');
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AwsSolutionsChecks } from 'cdk-nag';
import { stageNames } from '../lib/stage-config';
import { createCloudApp } from '../lib/stacks/cloud-app';
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
  const { app, stack, edge } = createCloudApp({ context: { ...cdkContext, ...templateTestContext, stage }, outdir, builtinCloudFormationValidation: false });

  it('has no unacknowledged AWS Solutions finding', () => {
    const report = new AwsSolutionsChecks().validateScope(app);
    const findings = report.violations.flatMap((violation) =>
      violation.violatingResources.map((resource) => `${violation.severity} ${violation.ruleName} ${resource.constructPath}`),
    );
    expect(findings).toEqual([]);
  });

  it('synthesizes both regions\' stacks, the nag plugin passing', () => {
    const assembly = app.synth();
    for (const built of [stack, ...(edge ? [edge] : [])]) {
      expect(assembly.getStackByName(built.stackName).template).toMatchObject({ Resources: expect.any(Object) as unknown });
    }
    expect(edge === undefined).toBe(stage === 'dev');
  });
});

import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';

describe("the tests' synthesis", () => {
  it("writes into this file's own temporary folder, which the run removes, not a new cdk.out folder of the system's", () => {
    const app = new App();
    new Stack(app, 'Empty');
    const assembly = app.synth();
    expect(process.env.CDK_OUTDIR).toBeDefined();
    expect(assembly.directory).toBe(process.env.CDK_OUTDIR);
    expect(path.dirname(assembly.directory)).toBe(os.tmpdir());
    expect(path.basename(assembly.directory)).toMatch(/^cdk-test-/);
    expect(existsSync(assembly.directory)).toBe(true);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Each test file synthesizes into a folder of its own, removed when the file ends. Without it every
 * `new App()` leaves a `cdk.out*` folder of about 20 MB in the system's temporary folder, and a few
 * days of test runs fill the disk.
 */
const outdir = mkdtempSync(path.join(os.tmpdir(), 'cdk-test-'));
process.env.CDK_OUTDIR = outdir;
afterAll(() => {
  rmSync(outdir, { recursive: true, force: true });
});

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../lib/constructs/app-function';
import { EDGE_REGION, stageConfig } from '../lib/stage-config';

jest.setTimeout(300_000);

/** The runbook's bootstrap commands, as an operator copies them (docs/deploy.md, step 1, between its markers). */
const runbookCommands = (): string[] => {
  const doc = readFileSync(path.join(repoRoot, 'docs', 'deploy.md'), 'utf8');
  const block = /<!-- bootstrap:begin -->\s*```bash\n([\s\S]*?)```\s*<!-- bootstrap:end -->/.exec(doc)?.[1];
  if (!block) throw new Error('docs/deploy.md has no bootstrap block between <!-- bootstrap:begin --> and <!-- bootstrap:end -->');
  return block.split('\n').map((line) => line.replace(/\s+#.*$/, '').trim()).filter(Boolean);
};

/**
 * A fresh machine: no AWS credentials, no AWS configuration, not even instance metadata. The commands
 * must get as far as asking AWS (and fail there, for want of credentials), not stop before it.
 */
describe('the runbook\'s bootstrap, on a machine without an AWS account', () => {
  const home = mkdtempSync(path.join(tmpdir(), 'no-aws-'));
  afterAll(() => rmSync(home, { recursive: true, force: true }));
  const commands = runbookCommands();

  it('bootstraps each account, prod\'s and the non-prod one (dev\'s too), in both regions', () => {
    expect(commands).toEqual([expect.stringContaining('--stage prod'), expect.stringContaining('--stage staging')]);
    expect(stageConfig('dev').account).toBe(stageConfig('staging').account);
  });

  it.each(commands)('%s gets to the AWS call of both regions of its account, and fails only for want of credentials', (command) => {
    const stage = /--stage (\w+)/.exec(command)?.[1] ?? '';
    const { account, region } = stageConfig(stage as 'prod' | 'staging');
    const result = spawnSync('sh', ['-c', command], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, HOME: home, AWS_EC2_METADATA_DISABLED: 'true', AWS_CONFIG_FILE: path.join(home, 'config'), AWS_SHARED_CREDENTIALS_FILE: path.join(home, 'credentials') },
      encoding: 'utf8',
      timeout: 240_000,
    });
    const output = `${result.stdout}${result.stderr}`;
    expect(output).not.toMatch(/Choose a stage|This app contains no stacks/);
    for (const environment of [region, EDGE_REGION]) expect(output).toContain(`Bootstrapping environment aws://${account}/${environment}`);
    expect(output).toMatch(new RegExp(`Need to perform AWS calls for account ${account}, but no credentials have been configured`));
    expect(result.status).not.toBe(0);
  });
});

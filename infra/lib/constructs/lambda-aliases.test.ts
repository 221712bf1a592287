import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { lambdaAliases } from './lambda-aliases';

const repoRoot = path.resolve(__dirname, '../../..');
const aliases = lambdaAliases();

describe('the packages the functions run as something else', () => {
  it('are the same in jest as in the bundles', async () => {
    const credentials = (await import('@aws-sdk/credential-provider-node')) as unknown;
    expect(credentials).toBe(await import('../../../lambdas/lib/env-credentials'));
  });

  it('are the same in the local stack: its hook resolves each to its replacement, for require and import', () => {
    const names = Object.keys(aliases);
    const script = `
      import './infra/local/lambda-aliases-hook';
      const names = ${JSON.stringify(names)};
      console.log(JSON.stringify(names.map((name) => require.resolve(name))));`;
    const output = execFileSync(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), ['--eval', script], { cwd: repoRoot, encoding: 'utf8' });
    expect(JSON.parse(output)).toEqual(names.map((name) => aliases[name]));
  });

  it('replace each SDK client by its copy with literal trait keys', () => {
    expect(aliases['@aws-sdk/client-dynamodb']).toMatch(/\.generated\/sdk\/@aws-sdk__client-dynamodb\/dist-es\/index\.js$/);
  });
});

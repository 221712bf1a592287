import { planCommands, RefusedError } from '../scripts/deploy';

const run = (action: string, ...argv: string[]) => planCommands(action, argv).map(({ command, args }) => [command, ...args].join(' '));

describe('npm run deploy|diff|destroy -- --stage NAME', () => {
  it('builds the web app, then deploys the stage\'s us-east-1 stack and its app stack from its own configuration', () => {
    expect(run('deploy', '--stage', 'staging')).toEqual([
      'npm run build',
      'npx cdk deploy --outputs-file cdk.out/beneficios-staging-outputs.json -c stage=staging beneficios-staging-edge beneficios-staging',
    ]);
  });

  it('passes further options on to cdk', () => {
    expect(run('deploy', '--stage=dev', '--require-approval', 'never').at(-1)).toBe(
      'npx cdk deploy --outputs-file cdk.out/beneficios-dev-outputs.json -c stage=dev beneficios-dev --require-approval never',
    );
  });

  it('diffs after a build, so the diff is what a deploy would do', () => {
    expect(run('diff', '--stage', 'prod')).toEqual(['npm run build', 'npx cdk diff -c stage=prod beneficios-prod-edge beneficios-prod']);
  });

  it('destroys dev and staging', () => {
    expect(run('destroy', '--stage', 'dev')).toEqual(['npx cdk destroy -c stage=dev beneficios-dev']);
  });

  it('refuses to destroy prod, saying why', () => {
    expect(() => run('destroy', '--stage', 'prod')).toThrow(RefusedError);
    expect(() => run('destroy', '--stage', 'prod')).toThrow(/Refusing to destroy prod/);
  });

  it('refuses an unknown or missing stage and an unknown action, with the usage', () => {
    expect(() => run('deploy', '--stage', 'qa')).toThrow(/--stage <dev\|staging\|prod>/);
    expect(() => run('deploy')).toThrow(/no --stage/);
    expect(() => run('bootstrap', '--stage', 'dev')).toThrow(/Unknown action/);
  });
});

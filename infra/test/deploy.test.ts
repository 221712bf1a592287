import { CloudFormationClient, DescribeStacksCommand, type StackStatus } from '@aws-sdk/client-cloudformation';
import { mockClient } from 'aws-sdk-client-mock';
import { appStackExists, planCommands, RefusedError } from '../scripts/deploy';

const run = (action: string, ...argv: string[]) => planCommands(action, argv).map(({ command, args }) => [command, ...args].join(' '));
const firstRun = (action: string, ...argv: string[]) => planCommands(action, argv, { appStackExists: false }).map(({ command, args }) => [command, ...args].join(' '));

describe('npm run deploy|diff|destroy -- --stage NAME', () => {
  it('builds the web app, then deploys the account\'s stack, the stage\'s us-east-1 stack and its app stack from its own configuration', () => {
    expect(run('deploy', '--stage', 'staging')).toEqual([
      'npm run build',
      'npx cdk deploy --outputs-file cdk.out/beneficios-staging-outputs.json -c stage=staging beneficios-account beneficios-staging-edge beneficios-staging',
    ]);
  });

  it('creates prod unprotected first, so that a failure rolls back cleanly, then deploys again to protect it', () => {
    expect(firstRun('deploy', '--stage', 'prod')).toEqual([
      'npm run build',
      'npx cdk deploy --outputs-file cdk.out/beneficios-prod-outputs.json -c firstDeploy=true -c stage=prod beneficios-account beneficios-prod-edge beneficios-prod',
      'npx cdk deploy --outputs-file cdk.out/beneficios-prod-outputs.json -c stage=prod beneficios-account beneficios-prod-edge beneficios-prod',
    ]);
    // Once prod exists, a deploy never goes through the unprotected step again.
    expect(run('deploy', '--stage', 'prod').join('\n')).not.toContain('firstDeploy');
    // Stages that keep no data have no protection to add: one deploy, created or not.
    expect(firstRun('deploy', '--stage', 'staging')).toEqual(run('deploy', '--stage', 'staging'));
  });

  it.each<[StackStatus | 'absent', boolean]>([
    ['absent', false],
    ['ROLLBACK_COMPLETE', false],
    ['REVIEW_IN_PROGRESS', false],
    ['CREATE_COMPLETE', true],
    ['UPDATE_ROLLBACK_COMPLETE', true],
  ])('takes an app stack that is %s as existing: %s', async (status, exists) => {
    const cloudFormation = mockClient(CloudFormationClient);
    if (status === 'absent') cloudFormation.on(DescribeStacksCommand).rejects(Object.assign(new Error('Stack with id beneficios-prod does not exist'), { name: 'ValidationError' }));
    else cloudFormation.on(DescribeStacksCommand, { StackName: 'beneficios-prod' }).resolves({ Stacks: [{ StackName: 'beneficios-prod', StackStatus: status, CreationTime: new Date() }] });
    await expect(appStackExists(new CloudFormationClient({}), 'prod')).resolves.toBe(exists);
    cloudFormation.restore();
  });

  it('passes further options on to cdk', () => {
    expect(run('deploy', '--stage=dev', '--require-approval', 'never').at(-1)).toBe(
      'npx cdk deploy --outputs-file cdk.out/beneficios-dev-outputs.json -c stage=dev beneficios-account beneficios-dev --require-approval never',
    );
  });

  it('diffs after a build, so the diff is what a deploy would do', () => {
    expect(run('diff', '--stage', 'prod')).toEqual(['npm run build', 'npx cdk diff -c stage=prod beneficios-account beneficios-prod-edge beneficios-prod']);
  });

  it('destroys dev and staging, leaving the account\'s stack that other stages use', () => {
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

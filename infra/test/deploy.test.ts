import { CloudFormationClient, DescribeStacksCommand, type StackStatus } from '@aws-sdk/client-cloudformation';
import { mockClient } from 'aws-sdk-client-mock';
import { appStackExists, formatCommand, planCommands, RefusedError } from '../scripts/deploy';
import { accounts } from '../lib/stage-config';

const run = (action: string, ...argv: string[]) => planCommands(action, argv).map(formatCommand);
const firstRun = (action: string, ...argv: string[]) => planCommands(action, argv, { appStackExists: false }).map(formatCommand);

const stagingStacks = 'beneficios-account beneficios-staging-edge beneficios-staging beneficios-staging-jobs beneficios-staging-edge-alarms';
const prodStacks = 'beneficios-account beneficios-prod-edge beneficios-prod beneficios-prod-jobs beneficios-prod-edge-alarms';

describe('npm run bootstrap|deploy|diff|destroy -- --stage NAME', () => {
  it('bootstraps the stage\'s own account in both of its regions, the app choosing no stage (it then synthesizes nothing)', () => {
    expect(run('bootstrap', '--stage', 'prod')).toEqual([`npx cdk bootstrap --app '' aws://${accounts.production}/sa-east-1 aws://${accounts.production}/us-east-1 --termination-protection`]);
    expect(run('bootstrap', '--stage', 'dev', '--profile', 'nonprod')).toEqual([
      `npx cdk bootstrap --app '' aws://${accounts.nonProduction}/sa-east-1 aws://${accounts.nonProduction}/us-east-1 --termination-protection --profile nonprod`,
    ]);
  });

  it('builds the web app, then deploys the account\'s stack, the stage\'s us-east-1 stack, its app stack, its jobs and its CloudFront alarms', () => {
    expect(run('deploy', '--stage', 'staging')).toEqual([
      'npm run build',
      `npx cdk deploy --outputs-file cdk.out/beneficios-staging-outputs.json -c stage=staging ${stagingStacks}`,
    ]);
  });

  it.each([
    ['prod', prodStacks],
    ['staging', stagingStacks],
  ])('creates %s unprotected first, so that a failure rolls back cleanly, then deploys again to protect it', (stage, stacks) => {
    expect(firstRun('deploy', '--stage', stage)).toEqual([
      'npm run build',
      `npx cdk deploy --outputs-file cdk.out/beneficios-${stage}-outputs.json -c firstDeploy=true -c stage=${stage} ${stacks}`,
      `npx cdk deploy --outputs-file cdk.out/beneficios-${stage}-outputs.json -c stage=${stage} ${stacks}`,
    ]);
    // Once the stage exists, a deploy never goes through the unprotected step again.
    expect(run('deploy', '--stage', stage).join('\n')).not.toContain('firstDeploy');
  });

  it('deploys a stage that keeps no data (dev) once, created or not: it has no protection to add', () => {
    expect(firstRun('deploy', '--stage', 'dev')).toEqual(run('deploy', '--stage', 'dev'));
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
      'npx cdk deploy --outputs-file cdk.out/beneficios-dev-outputs.json -c stage=dev beneficios-account beneficios-dev beneficios-dev-jobs beneficios-dev-edge-alarms --require-approval never',
    );
  });

  it('diffs after a build, so the diff is what a deploy would do', () => {
    expect(run('diff', '--stage', 'prod')).toEqual(['npm run build', `npx cdk diff -c stage=prod ${prodStacks}`]);
  });

  it('destroys dev, every stack of its own, leaving the account\'s stack that other stages use', () => {
    expect(run('destroy', '--stage', 'dev')).toEqual(['npx cdk destroy -c stage=dev beneficios-dev beneficios-dev-jobs beneficios-dev-edge-alarms']);
  });

  it.each(['prod', 'staging'])('refuses to destroy %s, which keeps its data, saying why', (stage) => {
    expect(() => run('destroy', '--stage', stage)).toThrow(RefusedError);
    expect(() => run('destroy', '--stage', stage)).toThrow(new RegExp(`Refusing to destroy ${stage}: it keeps its data`));
  });

  it('refuses an unknown or missing stage and an unknown action, with the usage', () => {
    expect(() => run('deploy', '--stage', 'qa')).toThrow(/--stage <dev\|staging\|prod>/);
    expect(() => run('deploy')).toThrow(/no --stage/);
    expect(() => run('synth', '--stage', 'dev')).toThrow(/Unknown action/);
  });
});

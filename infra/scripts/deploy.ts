/**
 * `npm run bootstrap|deploy|diff|destroy -- --stage NAME [cdk options]`: the CDK CLI on one stage's
 * stacks. bootstrap prepares the stage's account in both of its regions; deploy and diff build the
 * web app first (the stack uploads web/dist and derives the SPA routing from it); destroy is refused
 * for a stage that keeps its data (staging, prod). Anything after the stage goes to cdk as it is,
 * e.g. `--require-approval never` in a pipeline. The deploy that creates a stage whose data is kept
 * runs twice: unprotected, so that a failure rolls back cleanly, then protected (retention.ts).
 */
import { spawnSync } from 'node:child_process';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { FIRST_DEPLOY_CONTEXT } from '../lib/retention';
import { ACCOUNT_STACK_NAME } from '../lib/stacks/account-stack';
import { stageStacks } from '../lib/stacks/stage-stacks';
import { EDGE_REGION, isStageName, stackName, stageConfig, stageNames, type StageName } from '../lib/stage-config';
import { parseArgs } from './args';

export const actions = ['bootstrap', 'deploy', 'diff', 'destroy'] as const;
export type Action = (typeof actions)[number];

export interface Command {
  readonly command: string;
  readonly args: readonly string[];
}

/** Stages whose stacks may never be destroyed from this command: those that keep their data. */
export const protectedStages: readonly StageName[] = stageNames.filter((stage) => stageConfig(stage).retainData);

export class RefusedError extends Error {}

const usage = (action: string) => `Usage: npm run ${action} -- --stage <${stageNames.join('|')}> [cdk options]`;

/** What the plan depends on in the account: whether the stage's app stack exists (after a create that completed). */
export interface DeployState {
  readonly appStackExists: boolean;
}

/** A command as a shell takes it: an empty argument quoted, so that the printed line can be run as it is. */
export const formatCommand = ({ command, args }: Command): string => [command, ...args].map((arg) => (arg === '' ? "''" : arg)).join(' ');

/** The commands one action runs, in order; throws a RefusedError with the reason when it must not run. */
export const planCommands = (action: string, argv: readonly string[], state: DeployState = { appStackExists: true }): Command[] => {
  if (!(actions as readonly string[]).includes(action)) throw new RefusedError(`Unknown action ${JSON.stringify(action)}: one of ${actions.join(', ')}.`);
  const { stage, positional } = parseArgs([...argv]);
  if (!isStageName(stage)) throw new RefusedError(`${usage(action)}\n(got ${stage === undefined ? 'no --stage' : JSON.stringify(stage)})`);
  if (action === 'destroy' && protectedStages.includes(stage)) {
    throw new RefusedError(
      `Refusing to destroy ${stage}: it keeps its data. Its tables, user pool and uploads are retained and deletion-protected anyway; ` +
        'if the stage really must go, do it deliberately in the CloudFormation console after a backup.',
    );
  }
  // Fails here, before any build, if the stage's configuration is invalid.
  const config = stageConfig(stage);
  // The account's stack (API Gateway's CloudWatch role) and the us-east-1 stack (certificate, CloudFront
  // web ACL) first: the app stack needs the first and reads the second's outputs; the jobs and the
  // CloudFront alarms read the app stack's. The account's stack serves every stage of the account and
  // region: destroy leaves it.
  const ownStacks = stageStacks(stage, config);
  const cdk = (stacks: readonly string[], ...args: string[]): Command => ({ command: 'npx', args: ['cdk', ...args, '-c', `stage=${stage}`, ...stacks, ...positional] });
  const deployStacks = [ACCOUNT_STACK_NAME, ...ownStacks];
  const outputs = ['--outputs-file', `cdk.out/${stackName(stage)}-outputs.json`];
  switch (action as Action) {
    case 'bootstrap':
      // Bootstrapping needs the environments only (the stage's account, both its regions), not the app: `--app ''` spares the
      // synth, which would need a stage, bundle every function and build the site for nothing.
      return [
        {
          command: 'npx',
          args: ['cdk', 'bootstrap', '--app', '', ...[...new Set([config.region, EDGE_REGION])].map((region) => `aws://${config.account}/${region}`), '--termination-protection', ...positional],
        },
      ];
    case 'deploy':
      return [
        { command: 'npm', args: ['run', 'build'] },
        // Creating a stage that keeps its data: first unprotected, so that a failure rolls back whole.
        ...(config.retainData && !state.appStackExists ? [cdk(deployStacks, 'deploy', ...outputs, '-c', `${FIRST_DEPLOY_CONTEXT}=true`)] : []),
        cdk(deployStacks, 'deploy', ...outputs),
      ];
    case 'diff':
      return [{ command: 'npm', args: ['run', 'build'] }, cdk(deployStacks, 'diff')];
    case 'destroy':
      return [cdk(ownStacks, 'destroy')];
  }
};

/**
 * Whether the stage's app stack exists as a stack that can be updated: absent, or left in
 * ROLLBACK_COMPLETE by a create that failed (cdk deletes it and creates it anew), counts as not.
 */
export const appStackExists = async (cloudFormation: CloudFormationClient, stage: StageName): Promise<boolean> => {
  try {
    const { Stacks } = await cloudFormation.send(new DescribeStacksCommand({ StackName: stackName(stage) }));
    const status = Stacks?.[0]?.StackStatus;
    return status !== undefined && !['ROLLBACK_COMPLETE', 'ROLLBACK_FAILED', 'REVIEW_IN_PROGRESS', 'CREATE_FAILED', 'DELETE_COMPLETE'].includes(status);
  } catch (error) {
    if ((error as { name?: string } | undefined)?.name === 'ValidationError') return false;
    throw error;
  }
};

/** The account state the plan needs: only a deploy of a stage that keeps its data asks AWS. */
const stateOf = async (action: string, argv: readonly string[]): Promise<DeployState> => {
  const { stage } = parseArgs([...argv]);
  if (action !== 'deploy' || !isStageName(stage) || !stageConfig(stage).retainData) return { appStackExists: true };
  return { appStackExists: await appStackExists(new CloudFormationClient({ region: stageConfig(stage).region }), stage) };
};

const main = async () => {
  const [action = '', ...argv] = process.argv.slice(2);
  let commands: Command[];
  try {
    commands = planCommands(action, argv, await stateOf(action, argv));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(error instanceof RefusedError ? 2 : 1);
  }
  for (const { command, args } of commands) {
    console.log(`\n$ ${formatCommand({ command, args })}`);
    const result = spawnSync(command, args, { stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
};

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

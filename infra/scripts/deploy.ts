/**
 * `npm run deploy|diff|destroy -- --stage NAME [cdk options]`: the CDK CLI on one stage's stack.
 * deploy and diff build the web app first (the stack uploads web/dist and derives the SPA routing
 * from it); destroy is refused for prod. Anything after the stage goes to cdk as it is,
 * e.g. `--require-approval never` in a pipeline.
 */
import { spawnSync } from 'node:child_process';
import { edgeStackName, needsEdgeStack } from '../lib/stacks/edge-stack';
import { isStageName, stackName, stageConfig, stageNames, type StageName } from '../lib/stage-config';
import { parseArgs } from './args';

export const actions = ['deploy', 'diff', 'destroy'] as const;
export type Action = (typeof actions)[number];

export interface Command {
  readonly command: string;
  readonly args: readonly string[];
}

/** Stages whose stack may never be destroyed from this command. */
export const protectedStages: readonly StageName[] = ['prod'];

export class RefusedError extends Error {}

const usage = (action: string) => `Usage: npm run ${action} -- --stage <${stageNames.join('|')}> [cdk options]`;

/** The commands one action runs, in order; throws a RefusedError with the reason when it must not run. */
export const planCommands = (action: string, argv: readonly string[]): Command[] => {
  if (!(actions as readonly string[]).includes(action)) throw new RefusedError(`Unknown action ${JSON.stringify(action)}: one of ${actions.join(', ')}.`);
  const { stage, positional } = parseArgs([...argv]);
  if (!isStageName(stage)) throw new RefusedError(`${usage(action)}\n(got ${stage === undefined ? 'no --stage' : JSON.stringify(stage)})`);
  if (action === 'destroy' && protectedStages.includes(stage)) {
    throw new RefusedError(
      `Refusing to destroy ${stage}: it holds the users' data. Its tables, user pool and uploads are retained and deletion-protected anyway; ` +
        'if the stage really must go, do it deliberately in the CloudFormation console after a backup.',
    );
  }
  // Fails here, before any build, if the stage's configuration is invalid.
  const config = stageConfig(stage);
  // The us-east-1 stack (certificate, CloudFront web ACL) first: the app stack reads its outputs.
  const stacks = [...(needsEdgeStack(config) ? [edgeStackName(stage)] : []), stackName(stage)];
  const cdk = (...args: string[]): Command => ({ command: 'npx', args: ['cdk', ...args, '-c', `stage=${stage}`, ...stacks, ...positional] });
  switch (action as Action) {
    case 'deploy':
      return [{ command: 'npm', args: ['run', 'build'] }, cdk('deploy', '--outputs-file', `cdk.out/${stackName(stage)}-outputs.json`)];
    case 'diff':
      return [{ command: 'npm', args: ['run', 'build'] }, cdk('diff')];
    case 'destroy':
      return [cdk('destroy')];
  }
};

const main = () => {
  const [action = '', ...argv] = process.argv.slice(2);
  let commands: Command[];
  try {
    commands = planCommands(action, argv);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  }
  for (const { command, args } of commands) {
    console.log(`\n$ ${[command, ...args].join(' ')}`);
    const result = spawnSync(command, args, { stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
};

if (require.main === module) main();

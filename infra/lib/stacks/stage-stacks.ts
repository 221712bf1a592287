import { stackName, type StageConfig, type StageName } from '../stage-config';
import { ACCOUNT_STACK_NAME } from './account-stack';

/**
 * The CloudFormation stacks of a stage, by name, without building them: what `npm run deploy`,
 * preflight, the smoke test and the redrive script look for in the account.
 */

/** The us-east-1 stack of a stage's certificate and CloudFront web ACL, deployed before the app stack. */
export const edgeStackName = (stage: StageName): string => `${stackName(stage)}-edge`;

/** A stage needs an edge stack only for a certificate or a web ACL. */
export const needsEdgeStack = (config: StageConfig): boolean => config.domain !== undefined || config.waf;

/** The stage's scheduled jobs: a stack of their own beside the app stack, in the same account and region. */
export const jobsStackName = (stage: StageName): string => `${stackName(stage)}-jobs`;

/** The us-east-1 stack of a stage's CloudFront alarms, deployed after the app stack whose distribution it watches. */
export const edgeAlarmsStackName = (stage: StageName): string => `${stackName(stage)}-edge-alarms`;

export interface StageStackNames {
  /** Once per account and region, shared by the stages there (account-stack.ts). */
  readonly account: string;
  /** us-east-1: certificate and web ACL, where the stage has either. */
  readonly edge: string | undefined;
  /** The stage's region: the product. */
  readonly app: string;
  /** The stage's region: the scheduled jobs. */
  readonly jobs: string;
  /** us-east-1: the alarms on CloudFront and the web ACL, and their topic. */
  readonly edgeAlarms: string;
}

export const stageStackNames = (stage: StageName, config: StageConfig): StageStackNames => ({
  account: ACCOUNT_STACK_NAME,
  edge: needsEdgeStack(config) ? edgeStackName(stage) : undefined,
  app: stackName(stage),
  jobs: jobsStackName(stage),
  edgeAlarms: edgeAlarmsStackName(stage),
});

/** The stage's own stacks (not the account's), in the order they deploy: each needs the ones before it. */
export const stageStacks = (stage: StageName, config: StageConfig): string[] => {
  const names = stageStackNames(stage, config);
  return [...(names.edge ? [names.edge] : []), names.app, names.jobs, names.edgeAlarms];
};

/** The stacks of the stage's region whose resources the smoke test and the redrive script look at (dead-letter queues, alarms). */
export const regionalStacks = (stage: StageName): string[] => [stackName(stage), jobsStackName(stage)];

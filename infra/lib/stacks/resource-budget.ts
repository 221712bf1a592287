/** CloudFormation's limit of resources in one stack: a template above it is refused. */
export const CLOUDFORMATION_RESOURCE_LIMIT = 500;

/**
 * The most resources any stack of ours may hold: CloudFormation's limit less the room a few features
 * need (a function with its role, policy, permission and queue is about five). The synth test
 * (infra/test/nag.test.ts) fails above it, so a stack that fills up is split before it reaches the
 * limit, while a move is still a deploy and not a migration of live data.
 */
export const RESOURCE_BUDGET = 450;

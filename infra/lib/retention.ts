import { RemovalPolicy } from 'aws-cdk-lib';

/**
 * What happens to a resource of the stage's data when the stack goes: kept (retain-on-update-or-delete,
 * so a first deploy that rolls back still removes what it just created, and a retry finds no leftover
 * with the same name), or deleted with the stack.
 */
export const dataRemovalPolicy = (retain: boolean): RemovalPolicy => (retain ? RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE : RemovalPolicy.DESTROY);

/**
 * `-c firstDeploy=true`: the stacks as the deploy that creates them gets them, without any protection
 * of the data (no deletion protection on tables and user pool, no termination protection, buckets
 * emptied and logs deleted with the stack). A create that fails then rolls back whole: a table or
 * pool with deletion protection on cannot be deleted by the rollback, which ends in ROLLBACK_FAILED
 * with leftovers whose names block the retry. `npm run deploy` (infra/scripts/deploy.ts) passes it
 * only while the app stack does not exist yet, and deploys again without it at once, which turns the
 * protection on in place (an update of a few properties, no replacement).
 */
export const FIRST_DEPLOY_CONTEXT = 'firstDeploy';

/** Whether this synth is the first, unprotected step of creating a stage (FIRST_DEPLOY_CONTEXT). */
export const isFirstDeploy = (value: unknown): boolean => value === true || value === 'true';

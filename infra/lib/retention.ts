import { RemovalPolicy } from 'aws-cdk-lib';

/**
 * What happens to a resource of the stage's data when the stack goes: kept (retain-on-update-or-delete,
 * so a first deploy that rolls back still removes what it just created, and a retry finds no leftover
 * with the same name), or deleted with the stack.
 */
export const dataRemovalPolicy = (retain: boolean): RemovalPolicy => (retain ? RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE : RemovalPolicy.DESTROY);

import { type App, CfnOutput, RemovalPolicy, Stack, type StackProps, Tags, Validations } from 'aws-cdk-lib';
import { CfnAccount } from 'aws-cdk-lib/aws-apigateway';
import { ManagedPolicy, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';

/**
 * The CloudFormation stack of what API Gateway needs once per account and region, shared by every
 * stage deployed there: `npm run deploy` deploys it before the stage's own stacks (the app stack
 * depends on it), and deploying it again changes nothing.
 */
export const ACCOUNT_STACK_NAME = 'beneficios-account';

/**
 * API Gateway's account setting "CloudWatch log role ARN": REST and WebSocket APIs write their
 * access logs through it (HTTP APIs do not), and a stage with access logs cannot be created while the
 * account has none: "CloudWatch Logs role ARN must be set in account settings to enable logging".
 * A fresh account or region has none, so the live socket's stage (constructs/live.ts) needs this first.
 */
export class AccountStack extends Stack {
  readonly role: Role;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, props);
    this.role = new Role(this, 'ApiGatewayCloudWatchRole', {
      description: 'API Gateway writes the access logs of REST and WebSocket APIs with this role (account setting)',
      assumedBy: new ServicePrincipal('apigateway.amazonaws.com'),
      managedPolicies: [ManagedPolicy.fromAwsManagedPolicyName('service-role/AmazonAPIGatewayPushToCloudWatchLogs')],
    });
    // The setting outlives the stack (CloudFormation leaves it as it is on delete): so must the role it names,
    // or every stage's socket logs would stop and the next stage would fail to create its own.
    this.role.applyRemovalPolicy(RemovalPolicy.RETAIN);
    Validations.of(this.role).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
      reason: 'The policy AWS documents for API Gateway\'s CloudWatch role: it may write to any log group of the account, as every API\'s access logs need.',
    });
    const account = new CfnAccount(this, 'ApiGatewayAccount', { cloudWatchRoleArn: this.role.roleArn });
    account.node.addDependency(this.role);
    new CfnOutput(this, 'ApiGatewayCloudWatchRoleArn', { value: this.role.roleArn });
  }
}

/** The account stack in the stage's account and region (one per account and region whatever the stage). */
export const createAccountStack = (app: App, env: { readonly account: string; readonly region: string }): AccountStack => {
  const existing = app.node.tryFindChild(ACCOUNT_STACK_NAME);
  if (existing instanceof AccountStack) return existing;
  const stack = new AccountStack(app, ACCOUNT_STACK_NAME, {
    description: 'Beneficios Chile: API Gateway\'s CloudWatch Logs role, once per account and region',
    env: { account: env.account, region: env.region },
  });
  Tags.of(stack).add('project', 'beneficios');
  return stack;
};

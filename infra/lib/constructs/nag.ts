import { type CfnElement, Stack, Token } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/**
 * How cdk-nag spells values in a finding id, e.g. `AwsSolutions-IAM5[Resource::<SiteBucket1234.Arn>/*]`:
 * an unresolved pseudo parameter as `<AWS::Region>`, a pinned one as its value, an attribute as `<LogicalId.Attr>`.
 */
export const nagNames = (scope: IConstruct) => {
  const stack = Stack.of(scope);
  const pseudo = (value: string, name: string) => (Token.isUnresolved(value) ? `<AWS::${name}>` : value);
  return {
    partition: pseudo(stack.partition, 'Partition'),
    region: pseudo(stack.region, 'Region'),
    account: pseudo(stack.account, 'AccountId'),
    arnOf: (resource: IConstruct) => `<${stack.getLogicalId(resource.node.defaultChild as CfnElement)}.Arn>`,
  };
};

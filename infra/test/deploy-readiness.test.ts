import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { MAX_BODY_BYTES } from '../../shared/constants';
import { WAF_BODY_LIMIT } from '../lib/constructs/waf';
import { FIRST_DEPLOY_CONTEXT } from '../lib/retention';
import { ACCOUNT_STACK_NAME } from '../lib/stacks/account-stack';
import { allStacks, createCloudStacks, type CloudStacks } from '../lib/stacks/cloud-app';
import { stageConfig, stageNames, type StageName } from '../lib/stage-config';
import { stageFunctionCount } from '../scripts/preflight-checks';
import { cdkContext, resourcesOf, synthEdge, synthStage, synthStages, templateTestContext } from './synth';

type Resources = Record<string, { Type: string; Properties?: Record<string, unknown>; DeletionPolicy?: string; UpdateReplacePolicy?: string }>;

/** A stage's stacks as `cdk deploy` gets them, optionally as the unprotected first step of creating it. */
const stacksOf = (stage: StageName, firstDeploy: boolean): CloudStacks => {
  const app = new App({ context: { ...cdkContext, ...templateTestContext, ...(firstDeploy ? { [FIRST_DEPLOY_CONTEXT]: 'true' } : {}) }, builtinCloudFormationValidation: false });
  return createCloudStacks(app, stage, stageConfig(stage));
};

const resources = (template: Template): Resources => template.toJSON().Resources as Resources;

describe('API Gateway\'s CloudWatch role, an account setting the live socket needs before any stage', () => {
  const stacks = stacksOf('dev', false);
  const account = Template.fromStack(stacks.account);

  it('is set by a stack of its own in the stage\'s region, with the role AWS documents for it', () => {
    expect(stacks.account.stackName).toBe(ACCOUNT_STACK_NAME);
    expect(stacks.account.region).toBe('sa-east-1');
    const [[roleId] = []] = Object.entries(account.findResources('AWS::IAM::Role'));
    account.hasResourceProperties('AWS::ApiGateway::Account', { CloudWatchRoleArn: { 'Fn::GetAtt': [roleId, 'Arn'] } });
    account.hasResourceProperties('AWS::IAM::Role', {
      AssumeRolePolicyDocument: { Statement: [Match.objectLike({ Action: 'sts:AssumeRole', Principal: { Service: 'apigateway.amazonaws.com' } })] },
      ManagedPolicyArns: [{ 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs']] }],
    });
  });

  it('keeps the role when the stack goes, since the account setting that names it stays', () => {
    account.hasResource('AWS::IAM::Role', { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
  });

  it.each(stageNames)('comes before the app stack of %s, whose socket stage writes access logs', (stage) => {
    const { stack, account: accountStack } = stacksOf(stage, false);
    expect(stack.dependencies).toContain(accountStack);
    synthStage(stage).hasResourceProperties('AWS::ApiGatewayV2::Stage', { StageName: 'live', AccessLogSettings: Match.objectLike({ DestinationArn: Match.anyValue() }) });
  });
});

describe('a failed first deploy rolls back cleanly in every stage', () => {
  /** Whatever would make the rollback of a create fail, or leave something behind whose name blocks the retry. */
  const blockers = (template: Template): string[] =>
    Object.entries(resources(template)).flatMap(([id, resource]) => [
      ...(resource.Properties?.DeletionProtectionEnabled === true ? [`${id}: deletion protection`] : []),
      ...(resource.Properties?.DeletionProtection === 'ACTIVE' ? [`${id}: deletion protection`] : []),
      ...(resource.DeletionPolicy?.startsWith('Retain') ? [`${id}: ${resource.DeletionPolicy}`] : []),
    ]);

  it.each(stageNames)('%s: the create step protects nothing, so the rollback deletes all it made', (stage) => {
    const stacks = stacksOf(stage, true);
    const own = allStacks(stacks).filter((built) => built !== stacks.account);
    for (const template of own.map((built) => Template.fromStack(built))) {
      expect(blockers(template)).toEqual([]);
      // A bucket CloudFormation deletes must be emptied first (log deliveries may land during the create).
      for (const [id] of resourcesOf(template, 'AWS::S3::Bucket')) {
        template.hasResourceProperties('Custom::S3AutoDeleteObjects', { BucketName: { Ref: id } });
      }
    }
    // CDK deletes a stack left in ROLLBACK_COMPLETE before the retry: termination protection would refuse it.
    expect(own.map((built) => built.terminationProtection)).toEqual(own.map(() => false));
  });

  it.each(['staging', 'prod'] as const)('%s: the deploy after it protects the data in place, the same resources with the same names', (stage) => {
    const first = stacksOf(stage, true);
    const protectedStacks = stacksOf(stage, false);
    const after = resources(Template.fromStack(protectedStacks.stack));
    const before = resources(Template.fromStack(first.stack));
    const tables = Object.entries(after).filter(([, resource]) => resource.Type === 'AWS::DynamoDB::Table');
    expect(tables.length).toBeGreaterThan(5);
    for (const [id, table] of tables) {
      expect(table.Properties?.DeletionProtectionEnabled).toBe(true);
      expect(table.DeletionPolicy).toBe('RetainExceptOnCreate');
      // Same logical id, name and keys: CloudFormation updates the table, it does not replace it.
      const { DeletionProtectionEnabled: _on, ...rest } = table.Properties ?? {};
      const { DeletionProtectionEnabled: _off, ...restBefore } = before[id]?.Properties ?? {};
      expect(restBefore).toEqual(rest);
    }
    const [poolId, pool] = Object.entries(after).find(([, resource]) => resource.Type === 'AWS::Cognito::UserPool') ?? [];
    expect(pool?.Properties?.DeletionProtection).toBe('ACTIVE');
    expect(before[String(poolId)]?.Properties?.UserPoolName).toBe(pool?.Properties?.UserPoolName);
    // Every stack of the stage is protected from deletion; the account's is shared and stays as it is.
    expect(allStacks(protectedStacks).filter((built) => built !== protectedStacks.account).map((built) => [built.stackName, built.terminationProtection])).toEqual(
      allStacks(protectedStacks).filter((built) => built !== protectedStacks.account).map((built) => [built.stackName, true]),
    );
    // Every resource of the protected template was already made by the create step.
    expect(Object.keys(after).filter((id) => !(id in before))).toEqual([]);
  });

  it('dev keeps no data: the first deploy and every later one are the same template', () => {
    expect(Template.fromStack(stacksOf('dev', true).stack).toJSON()).toEqual(Template.fromStack(stacksOf('dev', false).stack).toJSON());
  });
});

describe('alarms per stage', () => {
  it.each(stageNames)('%s: every alarm of every stack watches metrics of its own stage (named by dimensions, or in its own namespace), none the whole account', (stage) => {
    const { app, jobs, edgeAlarms } = synthStages(stage);
    type Metric = { Namespace: string; Dimensions?: unknown[] };
    const ownNamespace = `Beneficios/beneficios-${stage}`;
    for (const [id, alarm] of [app, jobs, edgeAlarms].flatMap((template) => resourcesOf(template, 'AWS::CloudWatch::Alarm'))) {
      const metrics: Metric[] = alarm.Properties.Metrics
        ? (alarm.Properties.Metrics as { MetricStat?: { Metric: Metric } }[]).flatMap((metric) => (metric.MetricStat ? [metric.MetricStat.Metric] : []))
        : [{ Namespace: String(alarm.Properties.Namespace), Dimensions: alarm.Properties.Dimensions as unknown[] | undefined }];
      expect(metrics.length).toBeGreaterThan(0);
      // The id in the failure message says which alarm watches more than its stage.
      for (const metric of metrics) {
        const scoped = (metric.Dimensions?.length ?? 0) > 0 || metric.Namespace === ownNamespace;
        expect(`${id} ${metric.Namespace}: ${scoped ? 'this stage' : 'the whole account'}`).toMatch(/: this stage$/);
      }
    }
  });

  it.each(stageNames)('%s: the Lambda throttles alarms watch each of the stage\'s functions exactly once, the jobs\' in their stack', (stage) => {
    const { app, jobs } = synthStages(stage);
    const watched = [app, jobs]
      .flatMap((template) => resourcesOf(template, 'AWS::CloudWatch::Alarm'))
      .filter(([id]) => /^(Alarms)?LambdaThrottlesAlarm/.test(id))
      .flatMap(([, alarm]) => alarm.Properties.Metrics as { MetricStat?: { Metric: { MetricName: string; Dimensions: { Name: string; Value: { Ref: string } }[] } } }[])
      .flatMap((metric) => (metric.MetricStat ? [metric.MetricStat.Metric] : []));
    expect(new Set(watched.map((metric) => metric.MetricName))).toEqual(new Set(['Throttles']));
    const names = watched.map((metric) => metric.Dimensions.find((dimension) => dimension.Name === 'FunctionName')?.Value.Ref);
    // The product's functions; CDK's own helpers (the site deployment, bucket emptying) run only during deploys.
    const functions = [app, jobs]
      .flatMap((template) => resourcesOf(template, 'AWS::Lambda::Function'))
      .map(([id]) => id)
      .filter((id) => !/^(CustomCDKBucketDeployment|CustomS3AutoDeleteObjects|AWS679f53fac002430cb0da5b7982bd2287|LogRetention)/.test(id));
    expect(functions.length).toBe(stageFunctionCount());
    expect([...names].sort()).toEqual([...functions].sort());
  });
});

describe('the CloudFront web ACL lets through every body the API accepts', () => {
  it.each(['staging', 'prod'] as const)('%s: the body limit is at least the API\'s, and the Common rule set\'s 8 KB rule only counts', (stage) => {
    const [, acl] = resourcesOf(synthEdge(stage), 'AWS::WAFv2::WebACL').find(([, candidate]) => candidate.Properties.Scope === 'CLOUDFRONT') ?? [];
    const rules = acl?.Properties.Rules as { Name: string; Action?: unknown; Statement: Record<string, Record<string, unknown>> }[];
    const common = rules.find((rule) => rule.Name === 'AWSManagedRulesCommonRuleSet');
    expect(common?.Statement.ManagedRuleGroupStatement?.RuleActionOverrides).toEqual([{ Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } }]);
    const body = rules.find((rule) => rule.Name === 'BodySizeLimit');
    expect(body?.Action).toEqual({ Block: {} });
    expect(body?.Statement.SizeConstraintStatement).toMatchObject({ FieldToMatch: { Body: { OversizeHandling: 'MATCH' } }, ComparisonOperator: 'GT', Size: WAF_BODY_LIMIT });
    expect(WAF_BODY_LIMIT).toBeGreaterThanOrEqual(MAX_BODY_BYTES);
  });
});

describe('prod has a domain', () => {
  it('refuses a prod configuration without one, saying why', () => {
    expect(() => stageConfig('prod', { domain: undefined })).toThrow(/domain.*consent screen/s);
    expect(() => stageConfig('staging', { domain: undefined })).not.toThrow();
  });

  it('requests prod\'s certificate in us-east-1 and serves the site on it', () => {
    const { name } = stageConfig('prod').domain ?? { name: '' };
    synthEdge('prod').hasResourceProperties('AWS::CertificateManager::Certificate', { DomainName: name, ValidationMethod: 'DNS' });
    synthStage('prod').hasResourceProperties('AWS::CloudFront::Distribution', { DistributionConfig: Match.objectLike({ Aliases: [name] }) });
  });
});

import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { ORIGIN_HEADER, ORIGIN_SECRET_ARN } from '../../lambdas/lib/origin-header';
import { ORIGIN_SECRET_VERSION } from '../lib/constructs/site';
import { httpFunctions } from '../lib/http-functions';
import { createCloudStacks } from '../lib/stacks/cloud-app';
import { stageConfig } from '../lib/stage-config';
import { cdkContext, resourcesOf, synthStage, templateTestContext } from './synth';

interface Origin {
  Id: string;
  DomainName: unknown;
  OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[];
}

const apiOriginOf = (template: Template): Origin | undefined => {
  const [, distribution] = resourcesOf(template, 'AWS::CloudFront::Distribution')[0] ?? [];
  const origins = (distribution?.Properties.DistributionConfig as { Origins: Origin[] }).Origins;
  return origins.find((origin) => JSON.stringify(origin.DomainName).includes('execute-api'));
};

/** Nothing reaches the HTTP API around CloudFront and its WAF. */
describe.each(['dev', 'prod'] as const)('the origin secret of %s', (stage) => {
  const template = synthStage(stage);
  const [secretId] = Object.keys(template.findResources('AWS::SecretsManager::Secret')).filter((id) => id.startsWith('ApiOriginSecret'));

  it('is a generated secret, in no template as text', () => {
    expect(secretId).toBeDefined();
    template.hasResourceProperties('AWS::SecretsManager::Secret', { GenerateSecretString: { PasswordLength: 64, ExcludePunctuation: true } });
  });

  it('is sent by CloudFront on every /api/* request, as a dynamic reference to its current value', () => {
    expect(apiOriginOf(template)?.OriginCustomHeaders).toEqual([
      { HeaderName: ORIGIN_HEADER, HeaderValue: { 'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secretId }, ':SecretString:::}}']] } },
    ]);
  });

  it('is checked by every route function: its ARN in the environment, and read access to it', () => {
    const functions = resourcesOf(template, 'AWS::Lambda::Function').filter(([, fn]) =>
      JSON.stringify((fn.Properties.Environment as { Variables?: unknown } | undefined)?.Variables ?? {}).includes(ORIGIN_SECRET_ARN),
    );
    expect(functions).toHaveLength(httpFunctions().length);
    for (const [, fn] of functions) {
      expect((fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables[ORIGIN_SECRET_ARN]).toEqual({ Ref: secretId });
    }
    const policies = JSON.stringify(template.findResources('AWS::IAM::Policy'));
    // Alone, or beside another secret the function reads (the billing function's Transbank secret) in one statement.
    const grants = policies.match(new RegExp(`\\{"Ref":"${secretId ?? ''}"\\}`, 'g')) ?? [];
    expect(grants).toHaveLength(httpFunctions().length);
  });
});

describe('rotating the origin secret', () => {
  const synthWith = (context: Record<string, unknown>) => {
    const app = new App({ context: { ...cdkContext, ...templateTestContext, ...context }, builtinCloudFormationValidation: false });
    return Template.fromStack(createCloudStacks(app, 'prod', stageConfig('prod')).stack);
  };

  it('makes the deploy after a rotation send the new version: -c originSecretVersion=<VersionId> changes the header', () => {
    const versionId = 'a1b2c3d4-0000-4000-8000-1234567890ab';
    const header = apiOriginOf(synthWith({ [ORIGIN_SECRET_VERSION]: versionId }))?.OriginCustomHeaders?.[0];
    expect(JSON.stringify(header?.HeaderValue)).toContain(`:SecretString:::${versionId}}}`);
  });

  it('refuses a version that is not a VersionId, naming the runbook step', () => {
    expect(() => synthWith({ [ORIGIN_SECRET_VERSION]: 'AWSCURRENT}}x' })).toThrow(/VersionId.*Origin secret/);
  });
});

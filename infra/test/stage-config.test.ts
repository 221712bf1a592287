import { Match } from 'aws-cdk-lib/assertions';
import { parseStageName, stageConfig, stageNames } from '../lib/stage-config';
import { resourcesOf, synthStage } from './synth';

describe('stage configuration', () => {
  it.each(stageNames)('%s is valid', (stage) => {
    expect(() => stageConfig(stage)).not.toThrow();
  });

  it('refuses an unknown or missing stage, naming the stages there are', () => {
    expect(() => parseStageName('qa')).toThrow(/dev\|staging\|prod/);
    expect(() => parseStageName(undefined)).toThrow(/-c stage=/);
  });

  it('refuses WAF outside us-east-1', () => {
    expect(() => stageConfig('dev', { waf: true })).toThrow(/us-east-1/);
  });

  it('refuses a certificate outside us-east-1 and an invalid address', () => {
    expect(() => stageConfig('dev', { domain: { name: 'dev.beneficios.cl', certificateArn: 'arn:aws:acm:sa-east-1:123456789012:certificate/abc' } })).toThrow();
    expect(() => stageConfig('dev', { mailFrom: 'not-an-address' })).toThrow(/mailFrom/);
  });

  it('refuses a hosted UI prefix Cognito would refuse, and an invalid secret name', () => {
    expect(() => stageConfig('dev', { authDomainPrefix: 'my-aws-login' })).toThrow(/authDomainPrefix/);
    expect(() => stageConfig('dev', { authDomainPrefix: 'Beneficios' })).toThrow(/authDomainPrefix/);
    expect(() => stageConfig('dev', { googleSecretName: 'has spaces' })).toThrow(/googleSecretName/);
  });

  it.each(stageNames)('%s has its own hosted UI prefix, Google secret and sender, and logs at INFO', (stage) => {
    const config = stageConfig(stage);
    expect(config.googleSecretName).toBe(`beneficios/${stage}/google-oauth`);
    expect(config.logLevel).toBe('INFO');
    const others = stageNames.filter((other) => other !== stage).map((other) => stageConfig(other));
    for (const other of others) {
      expect(other.authDomainPrefix).not.toBe(config.authDomainPrefix);
      expect(other.mailFrom).not.toBe(config.mailFrom);
    }
  });

  it('keeps prod data and protects the stack', () => {
    expect(stageConfig('prod')).toMatchObject({ retainData: true });
    expect(stageConfig('dev')).toMatchObject({ retainData: false });
  });
});

describe('stage options in the stack', () => {
  it('serves a custom domain with its certificate and builds links from it', () => {
    const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/0f1e2d3c-aaaa-bbbb-cccc-000000000000';
    const template = synthStage('staging', { domain: { name: 'staging.beneficios.cl', certificateArn } });
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['staging.beneficios.cl'],
        ViewerCertificate: Match.objectLike({ AcmCertificateArn: certificateArn, MinimumProtocolVersion: 'TLSv1.2_2021' }),
      }),
    });
    template.hasOutput('SiteUrl', { Value: 'https://staging.beneficios.cl' });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ SITE_URL: 'https://staging.beneficios.cl' }) },
    });
  });

  it('puts a WAF web ACL in front of CloudFront when asked (prod)', () => {
    const template = synthStage('prod');
    template.hasResourceProperties('AWS::WAFv2::WebACL', { Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ WebACLId: { 'Fn::GetAtt': [Match.stringLikeRegexp('^WafWebAcl'), 'Arn'] } }),
    });
    // Dev has only the user pool's regional web ACL (infra/test/identity.test.ts), none for CloudFront.
    expect(resourcesOf(synthStage('dev'), 'AWS::WAFv2::WebACL').map(([, acl]) => acl.Properties.Scope)).toEqual(['REGIONAL']);
  });

  it('rate-limits /api/* per IP in the web ACL', () => {
    synthStage('prod').hasResourceProperties('AWS::WAFv2::WebACL', {
      Rules: Match.arrayWith([
        Match.objectLike({
          Name: 'ApiRateLimit',
          Action: { Block: {} },
          Statement: {
            RateBasedStatement: Match.objectLike({
              AggregateKeyType: 'IP',
              ScopeDownStatement: { ByteMatchStatement: Match.objectLike({ SearchString: '/api/', PositionalConstraint: 'STARTS_WITH' }) },
            }),
          },
        }),
      ]),
    });
  });
});

describe('the payment provider of each stage', () => {
  it('fails the synth of a deployed stage without a provider configuration', () => {
    expect(() => synthStage('staging', { payments: undefined })).toThrow(/payments/);
    expect(() => stageConfig('prod', { payments: undefined })).toThrow(/payments/);
  });

  it('refuses Transbank production without its secret', () => {
    expect(() => stageConfig('prod', { payments: { environment: 'production' } })).toThrow(/secretName/);
  });

  it('points the billing job at Transbank: dev at integration with the public test credentials, prod at production with its secret', () => {
    const job = (stage: 'dev' | 'prod') =>
      resourcesOf(synthStage(stage), 'AWS::Lambda::Function').find(([, resource]) => String(resource.Properties.Description).includes('jobs/billing'))?.[1].Properties;
    expect(job('dev')).toMatchObject({ Environment: { Variables: { TRANSBANK_ENVIRONMENT: 'https://webpay3gint.transbank.cl' } } });
    expect(JSON.stringify(job('dev'))).not.toContain('TRANSBANK_SECRET_NAME');
    expect(job('prod')).toMatchObject({ Environment: { Variables: { TRANSBANK_ENVIRONMENT: 'https://webpay3g.transbank.cl', TRANSBANK_SECRET_NAME: 'beneficios/prod/transbank' } } });
    const policies = JSON.stringify(synthStage('prod').findResources('AWS::IAM::Policy'));
    expect(policies).toContain('secretsmanager:GetSecretValue');
    expect(policies).toContain('secret:beneficios/prod/transbank-??????');
  });
});

import { Match } from 'aws-cdk-lib/assertions';
import { accounts, APP_REGION, parseStageName, stageConfig, stageNames } from '../lib/stage-config';
import { resourcesOf, synthEdge, synthJobs, synthStage } from './synth';

describe('stage configuration', () => {
  it.each(stageNames)('%s is valid', (stage) => {
    expect(() => stageConfig(stage)).not.toThrow();
  });

  it('refuses an unknown or missing stage, naming the stages there are', () => {
    expect(() => parseStageName('qa')).toThrow(/dev\|staging\|prod/);
    expect(() => parseStageName(undefined)).toThrow(/-c stage=/);
  });

  it.each(stageNames)('%s runs in sa-east-1, and takes WAF without the app in us-east-1', (stage) => {
    expect(stageConfig(stage).region).toBe(APP_REGION);
    expect(APP_REGION).toBe('sa-east-1');
    expect(stageConfig(stage, { waf: true })).toMatchObject({ waf: true, region: 'sa-east-1' });
  });

  it('has staging rehearse prod: WAF, a domain of its own, data kept (so the protected two-step create and termination protection run there first)', () => {
    for (const stage of ['staging', 'prod'] as const) expect(stageConfig(stage)).toMatchObject({ waf: true, retainData: true, domain: { name: expect.any(String) as unknown } });
    expect(stageConfig('staging').domain?.name).not.toBe(stageConfig('prod').domain?.name);
  });

  it('puts prod alone in an account of its own, dev and staging together in the other', () => {
    expect(stageConfig('prod').account).toBe(accounts.production);
    expect(stageConfig('dev').account).toBe(accounts.nonProduction);
    expect(stageConfig('staging').account).toBe(accounts.nonProduction);
    expect(accounts.production).not.toBe(accounts.nonProduction);
    expect(() => stageConfig('dev', { account: '1234' })).toThrow(/account/);
  });

  it('mails each stage\'s alarms to an address of its own', () => {
    expect(new Set(stageNames.map((stage) => stageConfig(stage).alarmEmail)).size).toBe(stageNames.length);
  });

  it('refuses an invalid domain name and an invalid address', () => {
    expect(() => stageConfig('dev', { domain: { name: 'Not A Host' } })).toThrow(/domain/);
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

  it('keeps the data of staging and prod and protects their stacks, not dev\'s', () => {
    expect(stageConfig('prod')).toMatchObject({ retainData: true });
    expect(stageConfig('staging')).toMatchObject({ retainData: true });
    expect(stageConfig('dev')).toMatchObject({ retainData: false });
  });
});

describe('stage options in the stack', () => {
  it('serves a custom domain with a certificate requested in us-east-1 (DNS validation) and builds links from it', () => {
    const domain = { name: 'staging.beneficios.cl' };
    synthEdge('staging', { domain }).hasResourceProperties('AWS::CertificateManager::Certificate', { DomainName: 'staging.beneficios.cl', ValidationMethod: 'DNS' });
    const template = synthStage('staging', { domain });
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['staging.beneficios.cl'],
        ViewerCertificate: Match.objectLike({
          AcmCertificateArn: { 'Fn::GetStackOutput': Match.objectLike({ StackName: 'beneficios-staging-edge', Region: 'us-east-1' }) },
          MinimumProtocolVersion: 'TLSv1.2_2021',
        }),
      }),
    });
    template.hasOutput('SiteUrl', { Value: 'https://staging.beneficios.cl' });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ SITE_URL: 'https://staging.beneficios.cl' }) },
    });
  });

  it('puts a WAF web ACL in front of CloudFront when asked (prod)', () => {
    synthEdge('prod').hasResourceProperties('AWS::WAFv2::WebACL', { Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    synthStage('prod').hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ WebACLId: { 'Fn::GetStackOutput': Match.objectLike({ StackName: 'beneficios-prod-edge', Region: 'us-east-1' }) } }),
    });
    // Dev has only the user pool's regional web ACL (infra/test/identity.test.ts), none for CloudFront.
    expect(resourcesOf(synthStage('dev'), 'AWS::WAFv2::WebACL').map(([, acl]) => acl.Properties.Scope)).toEqual(['REGIONAL']);
  });

  it('rate-limits /api/* per IP in the web ACL', () => {
    synthEdge('prod').hasResourceProperties('AWS::WAFv2::WebACL', {
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
      resourcesOf(synthJobs(stage), 'AWS::Lambda::Function').find(([, resource]) => String(resource.Properties.Description).includes('jobs/billing-worker'))?.[1].Properties;
    expect(job('dev')).toMatchObject({ Environment: { Variables: { TRANSBANK_ENVIRONMENT: 'https://webpay3gint.transbank.cl' } } });
    expect(JSON.stringify(job('dev'))).not.toContain('TRANSBANK_SECRET_NAME');
    expect(job('prod')).toMatchObject({ Environment: { Variables: { TRANSBANK_ENVIRONMENT: 'https://webpay3g.transbank.cl', TRANSBANK_SECRET_NAME: 'beneficios/prod/transbank' } } });
    const policies = JSON.stringify(synthJobs('prod').findResources('AWS::IAM::Policy'));
    expect(policies).toContain('secretsmanager:GetSecretValue');
    expect(policies).toContain('secret:beneficios/prod/transbank-??????');
  });
});

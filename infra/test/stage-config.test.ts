import { Match } from 'aws-cdk-lib/assertions';
import { parseStageName, stageConfig, stageNames } from '../lib/stage-config';
import { synthStage } from './synth';

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
    synthStage('dev').resourceCountIs('AWS::WAFv2::WebACL', 0);
  });
});

import { existsSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { Match } from 'aws-cdk-lib/assertions';
import { prerenderedPages, spaRoutingCode, webDistDir } from '../lib/constructs/site';
import { resourcesOf, synthStage } from './synth';

const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

describe('site', () => {
  const template = synthStage('dev');
  const [, distribution] = resourcesOf(template, 'AWS::CloudFront::Distribution')[0] ?? [];
  const config = distribution?.Properties.DistributionConfig as Record<string, unknown>;

  it('serves a private bucket through origin access control, index.html at the root', () => {
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: { OriginAccessControlOriginType: 's3', SigningBehavior: 'always', SigningProtocol: 'sigv4' },
    });
    expect(config).toMatchObject({
      DefaultRootObject: 'index.html',
      Origins: expect.arrayContaining([
        expect.objectContaining({ OriginAccessControlId: { 'Fn::GetAtt': [expect.stringMatching(/OriginAccessControl/), 'Id'] } }),
      ]) as unknown,
      DefaultCacheBehavior: expect.objectContaining({ ViewerProtocolPolicy: 'redirect-to-https' }) as unknown,
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: Match.stringLikeRegexp('^SiteBucket') },
      PolicyDocument: {
        Statement: Match.arrayWith([Match.objectLike({ Effect: 'Allow', Principal: { Service: 'cloudfront.amazonaws.com' }, Action: 's3:GetObject' })]),
      },
    });
  });

  it('sends /api/* to the HTTP API, uncached, with every viewer header but Host', () => {
    expect(config.CacheBehaviors).toEqual([
      expect.objectContaining({
        PathPattern: '/api/*',
        CachePolicyId: CACHING_DISABLED,
        OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
        AllowedMethods: expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) as unknown,
        ViewerProtocolPolicy: 'https-only',
      }),
    ]);
    const apiOrigin = (config.Origins as Record<string, unknown>[]).find((origin) => origin.CustomOriginConfig);
    expect(JSON.stringify(apiOrigin?.DomainName)).toContain('.execute-api.');
  });

  it('does not rewrite error responses distribution-wide (the API answers its own 403 and 404)', () => {
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultCacheBehavior).toMatchObject({ FunctionAssociations: [expect.objectContaining({ EventType: 'viewer-request' })] });
  });

  it('writes config.json with the region, the pool, the client and the API path', () => {
    const [, deployment] = resourcesOf(template, 'Custom::CDKBucketDeployment')[0] ?? [];
    const markers = JSON.stringify(deployment?.Properties.SourceMarkers);
    const [poolId] = Object.keys(template.findResources('AWS::Cognito::UserPool'));
    const [clientId] = Object.keys(template.findResources('AWS::Cognito::UserPoolClient'));
    expect(markers).toContain(`{"Ref":"${poolId}"}`);
    expect(markers).toContain(`{"Ref":"${clientId}"}`);
    expect(markers).toContain('{"Ref":"AWS::Region"}');
    expect(deployment?.Properties.SourceObjectKeys).toHaveLength(existsSync(webDistDir) ? 2 : 1);
    expect(deployment?.Properties.DistributionPaths).toEqual(['/*']);
  });

  it('outputs the site URL, the distribution, the pool, the client and the API URL', () => {
    for (const output of ['SiteUrl', 'DistributionDomainName', 'UserPoolId', 'UserPoolClientId', 'ApiUrl']) template.hasOutput(output, {});
  });
});

describe('SPA routing function', () => {
  // Runs the function code in a context of its own, as CloudFront does.
  const route = (pages: string[], uri: string): string => {
    const sandbox: { handler?: (event: { request: { uri: string } }) => { uri: string } } = {};
    runInNewContext(spaRoutingCode(pages), sandbox);
    if (!sandbox.handler) throw new Error('the function code defines no handler');
    return sandbox.handler({ request: { uri } }).uri;
  };
  const pages = ['', '/terms'];

  it.each([
    ['/', '/index.html'],
    ['/terms', '/terms/index.html'],
    ['/terms/', '/terms/index.html'],
    ['/dashboard', '/spa.html'],
    ['/admin/users/abc-123/edit', '/spa.html'],
    ['/assets/index-abc.js', '/assets/index-abc.js'],
    ['/config.json', '/config.json'],
    ['/spa.html', '/spa.html'],
  ])('serves %s as %s', (uri, expected) => {
    expect(route(pages, uri)).toBe(expected);
  });

  it('finds the prerendered pages of a web build, the root always among them', () => {
    expect(prerenderedPages('/nonexistent')).toEqual(['']);
  });
});

describe('mail', () => {
  const template = synthStage('dev');

  it('has a configuration set and the sender domain identity using it', () => {
    template.hasResourceProperties('AWS::SES::ConfigurationSet', { Name: 'beneficios-dev' });
    template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'dev.beneficios.cl',
      ConfigurationSetAttributes: { ConfigurationSetName: { Ref: Match.stringLikeRegexp('ConfigurationSet') } },
    });
  });
});

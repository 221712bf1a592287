import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import {
  ALLOW_MISSING_WEB_BUILD,
  contentSecurityPolicy,
  IMMUTABLE_CACHE_CONTROL,
  prerenderedPages,
  requireWebBuild,
  Site,
  spaRoutingCode,
  tokenPagePatterns,
  webDistDir,
} from '../lib/constructs/site';
import { resourcesOf, synthStage } from './synth';

const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';

/** A template value as text: an `Fn::Join` joined, a `Ref` shown as `<Name>`. */
const joined = (value: unknown): string => {
  if (typeof value === 'string') return value;
  const join = (value as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
  if (join) return join[1].map(joined).join(join[0]);
  const ref = (value as { Ref?: string }).Ref;
  return ref ? `<${ref}>` : JSON.stringify(value);
};
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

describe('site', () => {
  const template = synthStage('dev');
  const [liveApiId] = Object.keys(template.findResources('AWS::ApiGatewayV2::Api', { Properties: { ProtocolType: 'WEBSOCKET' } }));
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

  const behavior = (pattern: string) => (config.CacheBehaviors as Record<string, unknown>[]).find((candidate) => candidate.PathPattern === pattern);
  const headersPolicy = (policy: unknown) => {
    const id = (policy as { Ref: string }).Ref;
    return (template.findResources('AWS::CloudFront::ResponseHeadersPolicy')[id]?.Properties as { ResponseHeadersPolicyConfig: Record<string, unknown> })
      .ResponseHeadersPolicyConfig as {
      SecurityHeadersConfig: Record<string, Record<string, unknown>>;
      CustomHeadersConfig?: { Items: { Header: string; Value: string; Override: boolean }[] };
    };
  };
  const cacheControlOf = (policy: unknown) => headersPolicy(policy).CustomHeadersConfig?.Items.find((item) => item.Header === 'Cache-Control')?.Value;

  it('sends /api/* to the HTTP API on the same origin, uncached, with every viewer header but Host', () => {
    expect(behavior('/api/*')).toEqual(
      expect.objectContaining({
        CachePolicyId: CACHING_DISABLED,
        OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
        AllowedMethods: expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) as unknown,
        ViewerProtocolPolicy: 'https-only',
      }),
    );
    const apiOrigin = (config.Origins as Record<string, unknown>[]).find((origin) => origin.CustomOriginConfig);
    expect(JSON.stringify(apiOrigin?.DomainName)).toContain('.execute-api.');
    expect(headersPolicy(behavior('/api/*')?.ResponseHeadersPolicyId).SecurityHeadersConfig.ContentSecurityPolicy).toEqual({
      ContentSecurityPolicy: "default-src 'none'; frame-ancestors 'none'",
      Override: true,
    });
  });

  it('caches hashed assets for a year, as immutable, at the edge and in the browser', () => {
    const assets = behavior('/assets/*');
    const [, cachePolicy] = resourcesOf(template, 'AWS::CloudFront::CachePolicy')[0] ?? [];
    expect(assets?.CachePolicyId).toEqual({ Ref: expect.stringMatching(/ImmutableAssets/) as unknown });
    expect(cachePolicy?.Properties.CachePolicyConfig).toMatchObject({ DefaultTTL: 31536000, MaxTTL: 31536000 });
    expect(cacheControlOf(assets?.ResponseHeadersPolicyId)).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(IMMUTABLE_CACHE_CONTROL).toBe('public, max-age=31536000, immutable');
  });

  it('never caches HTML: no edge cache, and the browser revalidates every time', () => {
    const pages = config.DefaultCacheBehavior as Record<string, unknown>;
    expect(pages.CachePolicyId).toBe(CACHING_DISABLED);
    expect(cacheControlOf(pages.ResponseHeadersPolicyId)).toBe('no-cache');
    for (const pattern of tokenPagePatterns) expect(cacheControlOf(behavior(pattern)?.ResponseHeadersPolicyId)).toBe('no-cache');
  });

  it('sends every page with HSTS, nosniff, DENY framing and the strict CSP', () => {
    for (const policy of [(config.DefaultCacheBehavior as Record<string, unknown>).ResponseHeadersPolicyId, behavior('/assets/*')?.ResponseHeadersPolicyId]) {
      const security = headersPolicy(policy).SecurityHeadersConfig;
      expect(security).toMatchObject({
        StrictTransportSecurity: { AccessControlMaxAgeSec: 31536000, IncludeSubdomains: true, Override: true },
        ContentTypeOptions: { Override: true },
        FrameOptions: { FrameOption: 'DENY', Override: true },
        ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
      });
      expect(joined(security.ContentSecurityPolicy?.ContentSecurityPolicy)).toBe(
        contentSecurityPolicy({
          cognitoIdp: 'cognito-idp.<AWS::Region>.<AWS::URLSuffix>',
          oauthDomain: 'beneficios-chile-dev.auth.sa-east-1.amazoncognito.com',
          uploads: 'beneficios-dev-uploads-<AWS::AccountId>-<AWS::Region>.s3.<AWS::Region>.<AWS::URLSuffix>',
          live: `<${liveApiId}>.execute-api.sa-east-1.<AWS::URLSuffix>`,
          payments: 'https://webpay3gint.transbank.cl',
        }),
      );
    }
  });

  it.each(tokenPagePatterns)('sends no Referer from %s, whose URL carries a link token', (pattern) => {
    expect(behavior(pattern)).toMatchObject({ CachePolicyId: CACHING_DISABLED, FunctionAssociations: [expect.objectContaining({ EventType: 'viewer-request' })] });
    expect(headersPolicy(behavior(pattern)?.ResponseHeadersPolicyId).SecurityHeadersConfig.ReferrerPolicy).toEqual({ ReferrerPolicy: 'no-referrer', Override: true });
  });

  it('logs requests to the access-log bucket', () => {
    expect(config.Logging).toEqual({ Bucket: { 'Fn::GetAtt': [expect.stringMatching(/^SiteLogs/), 'RegionalDomainName'] }, Prefix: 'cloudfront/' });
  });

  it('does not rewrite error responses distribution-wide (the API answers its own 403 and 404)', () => {
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultCacheBehavior).toMatchObject({ FunctionAssociations: [expect.objectContaining({ EventType: 'viewer-request' })] });
  });

  it('writes config.json with the region, the pool, the client, the hosted UI domain and the API path, from the stack itself', () => {
    const [, deployment] = resourcesOf(template, 'Custom::CDKBucketDeployment')[0] ?? [];
    const markers = JSON.stringify(deployment?.Properties.SourceMarkers);
    const [poolId] = Object.keys(template.findResources('AWS::Cognito::UserPool'));
    const [clientId] = Object.keys(template.findResources('AWS::Cognito::UserPoolClient'));
    expect(markers).toContain(`{"Ref":"${poolId}"}`);
    expect(markers).toContain(`{"Ref":"${clientId}"}`);
    // The stack is pinned to sa-east-1: the region, the hosted UI domain and the live URL are written as text, not markers.
    expect(markers).not.toContain('AWS::Region');
    const [liveApi] = Object.keys(template.findResources('AWS::ApiGatewayV2::Api', { Properties: { ProtocolType: 'WEBSOCKET' } }));
    expect(markers).toContain(`{"Ref":"${liveApi}"}`);
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

describe('the web build before a deploy', () => {
  const withBuild = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  writeFileSync(path.join(withBuild, 'index.html'), '<!doctype html>');
  afterAll(() => rmSync(withBuild, { recursive: true, force: true }));
  const scope = (context: Record<string, unknown>) => new Stack(new App({ context }), 'Scope');

  it('builds the web app when web/dist has no index.html, so that `npx cdk synth` works in a fresh clone', () => {
    const built = path.join(withBuild, 'built-on-demand');
    const build = jest.fn(() => {
      mkdirSync(built, { recursive: true });
      writeFileSync(path.join(built, 'index.html'), '<!doctype html>');
      return true;
    });
    expect(requireWebBuild(scope({}), built, build)).toBe(true);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('fails the synth with a clear message when that build fails or makes no index.html', () => {
    const missing = path.join(withBuild, 'missing');
    expect(() => requireWebBuild(scope({}), missing, () => false)).toThrow(/The web build is missing .*`npm run build` did not make it/);
    expect(() => requireWebBuild(scope({}), missing, () => true)).toThrow(/did not make it/);
  });

  it('is found when the build is there, flag or not', () => {
    expect(requireWebBuild(scope({}), withBuild)).toBe(true);
    expect(requireWebBuild(scope({ [ALLOW_MISSING_WEB_BUILD]: true }), withBuild)).toBe(true);
  });

  it('is allowed missing only with the template-test flag, and then the deployment prunes nothing', () => {
    const build = jest.fn(() => true);
    expect(requireWebBuild(scope({ [ALLOW_MISSING_WEB_BUILD]: true }), path.join(withBuild, 'missing'), build)).toBe(false);
    expect(build).not.toHaveBeenCalled();
    // Pruning stays on whenever the build ships: a deploy then removes the files of the previous build.
    synthStage('dev').hasResourceProperties('Custom::CDKBucketDeployment', { Prune: existsSync(path.join(webDistDir, 'index.html')) });
  });
});

describe('the routing function of a clean clone', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'web-clean-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('lists the pages of the build that the synth itself ran: the build comes before the page list', () => {
    const distDir = path.join(root, 'dist');
    // As `npm run build` does: the root and /terms prerendered.
    const build = jest.fn(() => {
      mkdirSync(path.join(distDir, 'terms'), { recursive: true });
      writeFileSync(path.join(distDir, 'index.html'), '<!doctype html>');
      writeFileSync(path.join(distDir, 'terms', 'index.html'), '<!doctype html>');
      return true;
    });
    const stack = new Stack(new App(), 'Clean', { env: { region: 'sa-east-1' } });
    new Site(stack, 'Site', {
      name: 'clean',
      apiDomainName: 'api.example.com',
      originSecret: new Secret(stack, 'OriginSecret'),
      domain: undefined,
      webAclArn: undefined,
      webConfig: { region: 'sa-east-1', userPoolId: 'pool', userPoolClientId: 'client', oauthDomain: 'auth.example.com', apiPath: '/api', liveUrl: 'wss://live.example.com/live' },
      csp: { cognitoIdp: 'idp.example.com', oauthDomain: 'auth.example.com', uploads: 'uploads.example.com', live: 'live.example.com', payments: 'https://pay.example.com' },
      retainLogs: false,
      webBuild: { distDir, build },
    });
    const [code] = resourcesOf(Template.fromStack(stack), 'AWS::CloudFront::Function')
      .map(([, fn]) => String(fn.Properties.FunctionCode))
      .filter((text) => text.includes('prerendered'));
    expect(build).toHaveBeenCalledTimes(1);
    expect(code).toContain('"/terms":true');
  });
});

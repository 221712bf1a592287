import { OFFER_PAGE_PATTERN } from '../../../shared/internships';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Duration, RemovalPolicy, SecretValue, Validations } from 'aws-cdk-lib';
import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  type BehaviorOptions,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  type IOrigin,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ORIGIN_HEADER } from '../../../lambdas/lib/origin-header';
import { parseWebConfig, type WebConfig } from '../../../shared/config';
import { repoRoot } from './app-function';
import { dataRemovalPolicy } from '../retention';
import { logGroupProps } from '../logs';

export const webDistDir = path.join(repoRoot, 'web', 'dist');

/**
 * Context flag for template tests only (infra/test/synth.ts): synthesize without a web build. A real
 * synth without `web/dist` builds it first, since the deployment prunes the bucket to what it ships.
 */
export const ALLOW_MISSING_WEB_BUILD = 'beneficios:allowMissingWebBuild';

/** `npm run build`, its output on stderr (a synth of one stack prints its template on stdout); answers whether it succeeded. */
const buildWeb = (): boolean => spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: ['ignore', 2, 2] }).status === 0;

/**
 * Makes sure the web build is there: a synth, diff or deploy without it (`npx cdk synth` in a fresh
 * clone) runs `npm run build` first. Throws, naming the fix, if that build fails; answers false,
 * building nothing, with the test-only flag. `npm run deploy|diff` always build first, so they never
 * ship a stale `web/dist`; a plain `npx cdk` uses the one there is.
 */
export const requireWebBuild = (scope: Construct, distDir: string = webDistDir, build: () => boolean = buildWeb): boolean => {
  if (existsSync(path.join(distDir, 'index.html'))) return true;
  if (scope.node.tryGetContext(ALLOW_MISSING_WEB_BUILD) === true) return false;
  console.error(`The web build is missing (${distDir}/index.html): running \`npm run build\` first.`);
  if (build() && existsSync(path.join(distDir, 'index.html'))) return true;
  throw new Error(
    `The web build is missing (${distDir}/index.html) and \`npm run build\` did not make it: fix the build, run it, then \`cdk synth|diff|deploy\` again. ` +
      'Without it the deployment would replace the whole site with config.json alone.',
  );
};

/** What the SPA reads from `/config.json` at start (shared/config.ts): the stack's own values, written at deploy time. */
export type { WebConfig };

/** Origins, besides the site's own, that the browser reaches: given as hosts, without scheme. */
export interface ContentSecurityPolicyHosts {
  /** `cognito-idp.<region>.amazonaws.com`: Amplify's sign-in, token refresh and sign-out calls. */
  readonly cognitoIdp: string;
  /** The Cognito hosted UI domain: Amplify's OAuth token exchange after Google sign-in. */
  readonly oauthDomain: string;
  /** `<bucket>.s3.<region>.amazonaws.com`: profile images, posted (presigned POST) and shown (presigned GET). */
  readonly uploads: string;
  /** The live socket's WebSocket API (`<id>.execute-api.<region>.amazonaws.com`): pushed user documents. */
  readonly live: string;
  /** Transbank's server (`https://webpay3g…transbank.cl`): the plan page POSTs the card inscription's token to its page. */
  readonly payments: string;
}

/**
 * The site's Content-Security-Policy. Scripts only from the site itself, no eval and no inline
 * script. Styles need 'unsafe-inline': the prerendered pages inline one <style> block, and Chakra
 * (emotion) injects <style> tags with generated rules at run time, which no hash or nonce can
 * cover on a static site (a nonce needs a server per response). CSS cannot run code, and every
 * other directive stays strict.
 */
export const contentSecurityPolicy = (hosts: ContentSecurityPolicyHosts): string =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    // data: for inline images; the uploads bucket for profile images (presigned GET links).
    `img-src 'self' data: https://${hosts.uploads}`,
    "font-src 'self'",
    `connect-src 'self' https://${hosts.cognitoIdp} https://${hosts.oauthDomain} https://${hosts.uploads} wss://${hosts.live}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${hosts.payments}`,
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ');

/** Hashed file names change with their content: a year at the edge and in the browser. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** HTML, config.json and other unhashed files: the browser revalidates every time, so a deploy shows at once. */
export const REVALIDATE_CACHE_CONTROL = 'no-cache';

/** Pages whose URL carries a link token (`?token=`): no Referer may take it to another site. */
export const tokenPagePatterns = ['/set-new-password/*', '/activate/*'] as const;

/** Pages the web build prerendered as `<page>/index.html`; `''` is the root. */
export const prerenderedPages = (distDir: string): string[] => {
  const found = existsSync(distDir)
    ? readdirSync(distDir, { recursive: true, encoding: 'utf8' })
        .filter((file) => path.basename(file) === 'index.html')
        .map((file) => path.dirname(file).split(path.sep).join('/'))
        .map((dir) => (dir === '.' ? '' : `/${dir}`))
    : [];
  return [...new Set(['', ...found])].sort();
};

/**
 * Viewer-request routing of the S3 behaviour: files are served as they are, prerendered pages
 * as their index.html, every other path gets the SPA shell. Done here rather than with the
 * distribution's error responses, which would also turn the API's own 403s and 404s into HTML.
 */
export const spaRoutingCode = (pages: readonly string[]): string => `var prerendered = ${JSON.stringify(Object.fromEntries(pages.map((page) => [page, true])))};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.slice(uri.lastIndexOf('/') + 1).indexOf('.') !== -1) return request;
  var page = uri.replace(/\\/+$/, '');
  request.uri = prerendered[page] === true ? page + '/index.html' : '/spa.html';
  return request;
}`;

/** CloudFront's path pattern of the offers' pages: one character at least after the listing's slash. */
export const OFFER_PAGE_BEHAVIOR = '/internships/?*';

/** Viewer-request rewrite of an offer's page to its API route, by the rule of shared/internships.ts (`offerPageApiPath`). */
export const offerPageRoutingCode = `var pattern = ${OFFER_PAGE_PATTERN.toString()};
function handler(event) {
  var request = event.request;
  var match = pattern.exec(request.uri);
  if (match) request.uri = '/api/internships/' + match[1] + '/page';
  return request;
}`;

/**
 * Context value for the deploy that follows a rotation of the origin secret (docs/deploy.md, "Origin secret"):
 * the secret's new VersionId. It changes the distribution's template, so CloudFormation updates it and
 * resolves the header to the new value; without it the header reads the secret's AWSCURRENT version.
 */
export const ORIGIN_SECRET_VERSION = 'originSecretVersion';

const originSecretValue = (scope: Construct, secret: ISecret): string => {
  const versionId: unknown = scope.node.tryGetContext(ORIGIN_SECRET_VERSION);
  if (versionId !== undefined && (typeof versionId !== 'string' || !/^[\w-]{32,64}$/.test(versionId))) {
    throw new Error(`-c ${ORIGIN_SECRET_VERSION}= takes the secret's VersionId (docs/deploy.md, "Origin secret"), got ${JSON.stringify(versionId)}`);
  }
  return SecretValue.secretsManager(secret.secretArn, versionId ? { versionId } : {}).unsafeUnwrap();
};

export interface SiteProps {
  readonly name: string;
  /** Domain name of the HTTP API, the origin of `/api/*`. */
  readonly apiDomainName: string;
  /** Sent to the API as `x-origin-verify` on every request (lambdas/lib/origin-check.ts). */
  readonly originSecret: ISecret;
  /** The stage's custom domain, with its certificate from the us-east-1 stack (edge-stack.ts). */
  readonly domain: { readonly name: string; readonly certificate: ICertificate } | undefined;
  /** The CloudFront web ACL from the us-east-1 stack, where the stage has WAF on. */
  readonly webAclArn: string | undefined;
  /** Written to the bucket as `config.json`, read by the SPA at start; the hosted UI domain is always there in the cloud. */
  readonly webConfig: WebConfig & Required<Pick<WebConfig, 'oauthDomain'>>;
  readonly csp: ContentSecurityPolicyHosts;
  /** Keep the access logs when the stack goes. */
  readonly retainLogs: boolean;
  /** Where the web build is and how to make it: `web/dist` and `npm run build`, unless a test says otherwise. */
  readonly webBuild?: { readonly distDir: string; readonly build: () => boolean };
}

/**
 * The SPA: a private bucket behind CloudFront (origin access control), with `/api/*` sent to the
 * HTTP API on the same origin. Hashed assets are cached for a year, HTML never; every answer
 * carries the security headers, and pages with a token in their URL send no Referer.
 */
export class Site extends Construct {
  readonly bucket: Bucket;
  /** S3 server access logs and CloudFront standard logs of the stage, kept 90 days. */
  readonly logBucket: Bucket;
  readonly distribution: Distribution;
  /** `https://...` where users reach the site; links in mails are built from it. */
  readonly url: string;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);
    this.logBucket = new Bucket(this, 'Logs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront standard logging writes with an ACL grant.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: dataRemovalPolicy(props.retainLogs),
      autoDeleteObjects: !props.retainLogs,
    });
    Validations.of(this.logBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket itself: logging its own access would log forever.',
    });

    // Everything in it comes from the web build and config.json: nothing to keep.
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: 's3/site/',
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    // The build first: the routing function lists the pages it prerendered (a clean clone has none until it runs).
    const distDir = props.webBuild?.distDir ?? webDistDir;
    const hasBuild = requireWebBuild(this, distDir, props.webBuild?.build);
    const spaRouting = new CloudFrontFunction(this, 'SpaRouting', {
      comment: `${props.name}: prerendered pages and the SPA shell`,
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(spaRoutingCode(prerenderedPages(distDir))),
    });

    // An offer's page is made per request by its function (lambdas/http/internships/get-internship-page.ts).
    const offerPageRouting = new CloudFrontFunction(this, 'OfferPageRouting', {
      comment: `${props.name}: an internship offer's page to its function`,
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(offerPageRoutingCode),
    });

    const csp = contentSecurityPolicy(props.csp);
    const headers = (id: string, options: { referrerPolicy: HeadersReferrerPolicy; cacheControl: string; csp?: string }) =>
      new ResponseHeadersPolicy(this, id, {
        comment: `${props.name}: ${id}`,
        securityHeadersBehavior: {
          contentSecurityPolicy: { contentSecurityPolicy: options.csp ?? csp, override: true },
          strictTransportSecurity: { accessControlMaxAge: Duration.days(365), includeSubdomains: true, override: true },
          contentTypeOptions: { override: true },
          frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
          referrerPolicy: { referrerPolicy: options.referrerPolicy, override: true },
        },
        customHeadersBehavior: {
          customHeaders: [
            { header: 'Cache-Control', value: options.cacheControl, override: true },
            { header: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()', override: true },
            { header: 'Cross-Origin-Opener-Policy', value: 'same-origin', override: true },
          ],
        },
      });
    const pageHeaders = headers('PageHeaders', { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, cacheControl: REVALIDATE_CACHE_CONTROL });
    const tokenPageHeaders = headers('TokenPageHeaders', { referrerPolicy: HeadersReferrerPolicy.NO_REFERRER, cacheControl: REVALIDATE_CACHE_CONTROL });
    const assetHeaders = headers('AssetHeaders', { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, cacheControl: IMMUTABLE_CACHE_CONTROL });
    // JSON answers: nothing in them may load or frame anything; the handlers set their own no-store.
    const apiHeaders = new ResponseHeadersPolicy(this, 'ApiHeaders', {
      comment: `${props.name}: ApiHeaders`,
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: "default-src 'none'; frame-ancestors 'none'", override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.days(365), includeSubdomains: true, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.NO_REFERRER, override: true },
      },
    });

    const immutableAssets = new CachePolicy(this, 'ImmutableAssets', {
      comment: `${props.name}: hashed assets, a year`,
      defaultTtl: Duration.days(365),
      minTtl: Duration.days(1),
      maxTtl: Duration.days(365),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    const siteOrigin: IOrigin = S3BucketOrigin.withOriginAccessControl(this.bucket);
    const page = (responseHeadersPolicy: ResponseHeadersPolicy): BehaviorOptions => ({
      origin: siteOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      responseHeadersPolicy,
      functionAssociations: [{ function: spaRouting, eventType: FunctionEventType.VIEWER_REQUEST }],
    });

    const apiOrigin = new HttpOrigin(props.apiDomainName, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      // A dynamic reference, resolved by CloudFormation at each update of the distribution: the value is in no template.
      customHeaders: { [ORIGIN_HEADER]: originSecretValue(this, props.originSecret) },
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: props.name,
      defaultRootObject: 'index.html',
      defaultBehavior: page(pageHeaders),
      additionalBehaviors: {
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Every viewer header but Host, and CloudFront's own, CloudFront-Viewer-Address among them: the per-address
          // limits key on it (lambdas/lib/http.ts viewerAddress), since API Gateway's sourceIp is the edge server's.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: apiHeaders,
        },
        '/assets/*': {
          origin: siteOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: immutableAssets,
          responseHeadersPolicy: assetHeaders,
        },
        ...Object.fromEntries(tokenPagePatterns.map((pattern) => [pattern, page(tokenPageHeaders)])),
        // `/internships/<id>` (not the listing `/internships/`): the offer's page, HTML made per request by the API.
        [OFFER_PAGE_BEHAVIOR]: {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: pageHeaders,
          functionAssociations: [{ function: offerPageRouting, eventType: FunctionEventType.VIEWER_REQUEST }],
        },
      },
      // South American edge locations are only in the "all" price class.
      priceClass: PriceClass.PRICE_CLASS_ALL,
      httpVersion: HttpVersion.HTTP2_AND_3,
      enableLogging: true,
      logBucket: this.logBucket,
      logFilePrefix: 'cloudfront/',
      ...(props.domain
        ? {
            domainNames: [props.domain.name],
            certificate: props.domain.certificate,
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
    });
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'No geo restriction: the site is for people in Chile, who also use it from abroad.',
    });
    if (!props.webAclArn) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR2',
        reason: 'WAF is a stage option (stage-config.ts `waf`), on in staging and prod; this stage (dev) relies on API throttling and the handlers\' rate limits.',
      });
    }
    if (!props.domain) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason: 'Without a custom domain the distribution uses the default *.cloudfront.net certificate, whose minimum protocol CloudFront fixes; a stage with `domain` gets TLSv1.2_2021.',
      });
    }

    this.url = `https://${props.domain?.name ?? this.distribution.distributionDomainName}`;

    // The web build is required (requireWebBuild, above); only template tests go without, and then nothing is pruned.
    new BucketDeployment(this, 'Deployment', {
      destinationBucket: this.bucket,
      sources: [...(hasBuild ? [Source.asset(distDir)] : []), Source.jsonData('config.json', parseWebConfig(props.webConfig))],
      prune: hasBuild,
      // CDK would otherwise make a log group of its own, retained forever with no owner.
      logGroup: new LogGroup(this, 'DeploymentLogs', logGroupProps(props.retainLogs)),
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
  }
}

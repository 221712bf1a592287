import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { RemovalPolicy } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import type { StageConfig } from '../stage-config';
import { repoRoot } from './app-function';

export const webDistDir = path.join(repoRoot, 'web', 'dist');

/** What the SPA reads from `/config.json` at start. */
export interface WebConfig {
  readonly region: string;
  readonly userPoolId: string;
  readonly userPoolClientId: string;
  readonly apiPath: '/api';
}

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

export interface SiteProps {
  readonly name: string;
  /** Domain name of the HTTP API, the origin of `/api/*`. */
  readonly apiDomainName: string;
  readonly domain: StageConfig['domain'];
  readonly webAclArn: string | undefined;
  /** Written to the bucket as `config.json`, read by the SPA at start. */
  readonly webConfig: WebConfig;
}

/** The SPA: a private bucket behind CloudFront (origin access control), with `/api/*` sent to the HTTP API. */
export class Site extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  /** `https://...` where users reach the site; links in mails are built from it. */
  readonly url: string;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);
    // Everything in it comes from the web build and config.json: nothing to keep.
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    const spaRouting = new CloudFrontFunction(this, 'SpaRouting', {
      comment: `${props.name}: prerendered pages and the SPA shell`,
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(spaRoutingCode(prerenderedPages(webDistDir))),
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: props.name,
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: ResponseHeadersPolicy.SECURITY_HEADERS,
        functionAssociations: [{ function: spaRouting, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new HttpOrigin(props.apiDomainName, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
        },
      },
      // South American edge locations are only in the "all" price class.
      priceClass: PriceClass.PRICE_CLASS_ALL,
      httpVersion: HttpVersion.HTTP2_AND_3,
      ...(props.domain
        ? {
            domainNames: [props.domain.name],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', props.domain.certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
    });

    this.url = `https://${props.domain?.name ?? this.distribution.distributionDomainName}`;

    // The web build is optional so that synth works without one; config.json always goes.
    new BucketDeployment(this, 'Deployment', {
      destinationBucket: this.bucket,
      sources: [...(existsSync(webDistDir) ? [Source.asset(webDistDir)] : []), Source.jsonData('config.json', props.webConfig)],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
  }
}

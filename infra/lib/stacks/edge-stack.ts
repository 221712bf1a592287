import { type App, Stack, type StackProps, Tags } from 'aws-cdk-lib';
import { Certificate, CertificateValidation, type ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import type { Construct } from 'constructs';
import { routeList } from '../../../shared/routes';
import { Waf } from '../constructs/waf';
import { EDGE_REGION, stackName, type StageConfig, type StageName } from '../stage-config';
import { edgeStackName, needsEdgeStack } from './stage-stacks';
import { publicWriteRoutes } from '../throttling';

export interface EdgeStackProps extends StackProps {
  readonly stage: StageName;
  readonly config: StageConfig;
}

/**
 * What CloudFront takes only from us-east-1, for one stage: the site's certificate (when the stage
 * has a domain) and the web ACL (when `waf` is on). The app stack, in sa-east-1, reads both through
 * CDK's cross-region references (createCloudStacks).
 */
export class EdgeStack extends Stack {
  readonly certificate: ICertificate | undefined;
  readonly webAclArn: string | undefined;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    const { stage, config } = props;
    const name = stackName(stage);
    // DNS validation without a hosted zone: the deploy waits until the CNAME that ACM shows is published.
    this.certificate = config.domain
      ? new Certificate(this, 'Certificate', { domainName: config.domain.name, validation: CertificateValidation.fromDns() })
      : undefined;
    this.webAclArn = config.waf
      ? new Waf(this, 'Waf', { name, retainLogs: config.retainData, publicWritePaths: publicWriteRoutes(routeList).map((route) => route.path) }).webAcl.attrArn
      : undefined;
  }
}

/** The stage's us-east-1 stack, or none when it would be empty. */
export const createEdgeStack = (app: App, stage: StageName, config: StageConfig): EdgeStack | undefined => {
  if (!needsEdgeStack(config)) return undefined;
  const stack = new EdgeStack(app, edgeStackName(stage), {
    stage,
    config,
    description: `Beneficios Chile (${stage}): CloudFront's certificate and web ACL`,
    terminationProtection: config.retainData,
    env: { account: config.account, region: EDGE_REGION },
    // Its values are read by the app stack in another region.
    crossRegionReferences: true,
  });
  Tags.of(stack).add('project', 'beneficios');
  Tags.of(stack).add('stage', stage);
  return stack;
};

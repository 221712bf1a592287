import { App } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { createCloudStacks } from '../lib/stacks/cloud-app';
import { edgeStackName } from '../lib/stacks/stage-stacks';
import { stageConfig } from '../lib/stage-config';
import { cdkContext, resourcesOf, synthEdge, synthStage, templateTestContext } from './synth';

/** The app near its users (sa-east-1), CloudFront's certificate and web ACL in us-east-1. */
describe('the regions of a stage', () => {
  const stacksOf = (stage: 'dev' | 'staging' | 'prod', overrides = {}) => {
    const app = new App({ context: { ...cdkContext, ...templateTestContext } });
    return { app, ...createCloudStacks(app, stage, stageConfig(stage, overrides)) };
  };

  it.each(['dev', 'staging', 'prod'] as const)('puts the %s app stack in sa-east-1', (stage) => {
    expect(stacksOf(stage).stack.region).toBe('sa-east-1');
  });

  it('puts staging\'s and prod\'s certificate and web ACL in a us-east-1 stack the app stack depends on', () => {
    for (const stage of ['staging', 'prod'] as const) {
      const { app, stack, edge } = stacksOf(stage, { domain: { name: `${stage}.beneficios.cl` } });
      expect(edge?.region).toBe('us-east-1');
      expect(edge?.stackName).toBe(edgeStackName(stage));
      // Recorded at synth (a weak reference): `cdk deploy` deploys the us-east-1 stack first.
      expect(app.synth().getStackByName(stack.stackName).dependencies.map((dependency) => dependency.id)).toContain(edgeStackName(stage));
    }
  });

  it('has no us-east-1 stack on dev, which has neither WAF nor a domain', () => {
    expect(stacksOf('dev').edge).toBeUndefined();
    expect(stacksOf('dev', { domain: { name: 'dev.beneficios.cl' } }).edge?.region).toBe('us-east-1');
  });

  it('keeps only the certificate, the web ACL and its logs in us-east-1; everything else stays in the app stack', () => {
    const edge = synthEdge('prod', { domain: { name: 'beneficios.cl' } });
    expect(Object.values(edge.toJSON().Resources as Record<string, { Type: string }>).map((resource) => resource.Type).sort()).toEqual([
      'AWS::CertificateManager::Certificate',
      'AWS::Logs::LogGroup',
      'AWS::WAFv2::LoggingConfiguration',
      'AWS::WAFv2::WebACL',
    ]);
    expect(resourcesOf(synthStage('prod'), 'AWS::WAFv2::WebACL').map(([, acl]) => acl.Properties.Scope)).toEqual(['REGIONAL']);
  });

  it('reads the edge values with Fn::GetStackOutput: no custom resource, no SSM parameter in between', () => {
    const app = synthStage('prod');
    app.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ WebACLId: { 'Fn::GetStackOutput': { StackName: 'beneficios-prod-edge', Region: 'us-east-1', OutputName: Match.anyValue() } } }),
    });
    expect(Object.keys(app.findResources('Custom::CrossRegionExportReader'))).toEqual([]);
    expect(Object.keys(synthEdge('prod').findResources('Custom::CrossRegionExportWriter'))).toEqual([]);
  });
});

import { routeList } from '../../shared/routes';
import { PUBLIC_WRITE_RATE_LIMIT } from '../lib/constructs/waf';
import { publicWriteRoutes } from '../lib/throttling';
import { resourcesOf, synthEdge, synthStage } from './synth';

/** A per-IP rate rule on the public POST routes in the CloudFront web ACL. */
describe('the CloudFront web ACL of prod (its us-east-1 stack)', () => {
  const [, acl] = resourcesOf(synthEdge('prod'), 'AWS::WAFv2::WebACL').find(([, candidate]) => candidate.Properties.Scope === 'CLOUDFRONT') ?? [];
  const rule = (acl?.Properties.Rules as { Name: string; Action: unknown; Statement: { RateBasedStatement: Record<string, unknown> } }[]).find((candidate) => candidate.Name === 'PublicWriteRateLimit');
  const scope = rule?.Statement.RateBasedStatement.ScopeDownStatement as { AndStatement: { Statements: Record<string, unknown>[] } };

  it('blocks an IP past its POSTs to the public write routes', () => {
    expect(rule?.Action).toEqual({ Block: {} });
    expect(rule?.Statement.RateBasedStatement).toMatchObject({ Limit: PUBLIC_WRITE_RATE_LIMIT, AggregateKeyType: 'IP' });
    expect(scope.AndStatement.Statements[0]).toMatchObject({ ByteMatchStatement: { FieldToMatch: { Method: {} }, SearchString: 'POST' } });
  });

  it('names exactly the public routes that are not GET, from the route table', () => {
    const paths = JSON.stringify(scope.AndStatement.Statements[1]).match(/"SearchString":"([^"]+)"/g)?.map((match) => match.slice('"SearchString":"'.length, -1));
    const expected = publicWriteRoutes(routeList).map((route) => route.path);
    expect(expected.length).toBeGreaterThan(2);
    expect(expected).toContain('/api/register');
    expect(paths?.sort()).toEqual([...new Set(expected)].sort());
  });
});

/**
 * What the web ACLs' logs keep: blocked and counted requests only (a request let through leaves no
 * WAF log), and never the `authorization` (ID tokens carry the e-mail and name) or `cookie` headers.
 */
describe('the web ACLs’ logs', () => {
  const configurations = [...resourcesOf(synthEdge('prod'), 'AWS::WAFv2::LoggingConfiguration'), ...resourcesOf(synthStage('prod'), 'AWS::WAFv2::LoggingConfiguration')];

  it('exist for CloudFront’s web ACL and the user pool’s', () => {
    expect(configurations).toHaveLength(2);
  });

  it.each(configurations.map(([id, configuration]) => [id, configuration.Properties] as const))('%s redacts authorization and cookie, and keeps only blocked and counted requests', (_id, properties) => {
    expect(properties.RedactedFields).toEqual([{ SingleHeader: { Name: 'authorization' } }, { SingleHeader: { Name: 'cookie' } }]);
    expect(properties.LoggingFilter).toEqual({
      DefaultBehavior: 'DROP',
      Filters: [
        {
          Behavior: 'KEEP',
          Requirement: 'MEETS_ANY',
          Conditions: [{ ActionCondition: { Action: 'BLOCK' } }, { ActionCondition: { Action: 'COUNT' } }, { ActionCondition: { Action: 'EXCLUDED_AS_COUNT' } }],
        },
      ],
    });
  });
});

import { routeList } from '../../shared/routes';
import { PUBLIC_WRITE_RATE_LIMIT } from '../lib/constructs/waf';
import { publicWriteRoutes } from '../lib/throttling';
import { resourcesOf, synthEdge } from './synth';

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

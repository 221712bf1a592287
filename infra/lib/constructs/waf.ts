import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

/** Requests per IP per 5 minutes on `/api/*` before WAF blocks the address for a while. */
const API_RATE_LIMIT = 1000;

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

const managedRules = (priority: number, name: string): CfnWebACL.RuleProperty => ({
  name,
  priority,
  overrideAction: { none: {} },
  statement: { managedRuleGroupStatement: { vendorName: 'AWS', name } },
  visibilityConfig: visibility(name),
});

/** A web ACL for the CloudFront distribution (so it must live in us-east-1): AWS managed rules and a per-IP rate limit on the API. */
export class Waf extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: { name: string }) {
    super(scope, id);
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: props.name,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(props.name),
      rules: [
        managedRules(0, 'AWSManagedRulesAmazonIpReputationList'),
        managedRules(1, 'AWSManagedRulesCommonRuleSet'),
        managedRules(2, 'AWSManagedRulesKnownBadInputsRuleSet'),
        {
          name: 'ApiRateLimit',
          priority: 3,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              limit: API_RATE_LIMIT,
              aggregateKeyType: 'IP',
              scopeDownStatement: {
                byteMatchStatement: {
                  fieldToMatch: { uriPath: {} },
                  positionalConstraint: 'STARTS_WITH',
                  searchString: '/api/',
                  textTransformations: [{ priority: 0, type: 'NONE' }],
                },
              },
            },
          },
          visibilityConfig: visibility('ApiRateLimit'),
        },
      ],
    });
  }
}

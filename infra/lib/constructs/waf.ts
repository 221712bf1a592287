import { ArnFormat, Stack } from 'aws-cdk-lib';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { CfnLoggingConfiguration, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { logGroupProps } from '../logs';

/**
 * What a web ACL's log keeps: the requests WAF blocked or only counted (a rule set to count, a
 * managed rule overridden to count: `EXCLUDED_AS_COUNT`), which is what one reads the log for; a
 * request let through leaves no WAF log. Filters match the action WAF applied
 * (https://docs.aws.amazon.com/waf/latest/APIReference/API_LoggingFilter.html, API_ActionCondition.html).
 */
export const WAF_LOGGING_FILTER = {
  DefaultBehavior: 'DROP',
  Filters: [
    {
      Behavior: 'KEEP',
      Requirement: 'MEETS_ANY',
      Conditions: ['BLOCK', 'COUNT', 'EXCLUDED_AS_COUNT'].map((Action) => ({ ActionCondition: { Action } })),
    },
  ],
} as const;

/**
 * Headers a WAF log never keeps: `authorization` carries the ID token (the person's e-mail and name),
 * `cookie` the hosted UI's session. A redacted header is logged as `REDACTED`
 * (https://docs.aws.amazon.com/waf/latest/developerguide/logging-management.html, "Log fields redaction").
 */
export const WAF_REDACTED_HEADERS = ['authorization', 'cookie'] as const;

/**
 * Logs a web ACL's blocked and counted requests to CloudWatch Logs (the group's name must start with
 * `aws-waf-logs-`), kept like the stage's other logs, without the headers that carry a person's
 * token or session. WAF adds the group's resource policy itself.
 */
export const logWebAcl = (scope: Construct, webAcl: CfnWebACL, logGroupName: string, retain: boolean): LogGroup => {
  const logGroup = new LogGroup(scope, 'WafLogs', { logGroupName: `aws-waf-logs-${logGroupName}`, ...logGroupProps(retain) });
  new CfnLoggingConfiguration(scope, 'WafLogging', {
    resourceArn: webAcl.attrArn,
    // WAF wants the group's ARN without the `:*` that LogGroup.logGroupArn ends with.
    logDestinationConfigs: [Stack.of(scope).formatArn({ service: 'logs', resource: 'log-group', resourceName: logGroup.logGroupName, arnFormat: ArnFormat.COLON_RESOURCE_NAME })],
    // Both are plain JSON to CloudFormation (CDK types them `any`): CloudFormation's own capitals.
    redactedFields: WAF_REDACTED_HEADERS.map((name) => ({ singleHeader: { Name: name } })),
    loggingFilter: WAF_LOGGING_FILTER,
  });
  return logGroup;
};

/** Requests per IP per 5 minutes on `/api/*` before WAF blocks the address for a while. */
export const API_RATE_LIMIT = 1000;
/**
 * POSTs per IP per 5 minutes to the public write routes (registering, activating, asking for mails):
 * a person does a handful; 100 leaves room for a shared address (an office, a school, mobile NAT).
 */
export const PUBLIC_WRITE_RATE_LIMIT = 100;

const pathIs = (path: string): CfnWebACL.StatementProperty => ({
  byteMatchStatement: { fieldToMatch: { uriPath: {} }, positionalConstraint: 'EXACTLY', searchString: path, textTransformations: [{ priority: 0, type: 'NONE' }] },
});

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

const managedRules = (priority: number, name: string, ruleActionOverrides?: CfnWebACL.RuleActionOverrideProperty[]): CfnWebACL.RuleProperty => ({
  name,
  priority,
  overrideAction: { none: {} },
  statement: { managedRuleGroupStatement: { vendorName: 'AWS', name, ...(ruleActionOverrides ? { ruleActionOverrides } : {}) } },
  visibilityConfig: visibility(name),
});

/**
 * The largest request body WAF lets through: 16 KB, what a CloudFront web ACL inspects of a body by
 * default, and above the API's own limit (shared/constants.ts MAX_BODY_BYTES, lambdas/lib/http.ts), so that a body the API
 * refuses gets the API's Spanish 400 `body-too-large`, not a bare 403 from WAF. The Common rule set's
 * own body rule (SizeRestrictions_BODY, 8 KB) would block below the API's limit: it only counts.
 */
export const WAF_BODY_LIMIT = 16 * 1024;

/** A web ACL for the CloudFront distribution (so it must live in us-east-1): AWS managed rules and a per-IP rate limit on the API. */
export class Waf extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: { name: string; retainLogs: boolean; publicWritePaths: readonly string[] }) {
    super(scope, id);
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: props.name,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(props.name),
      rules: [
        managedRules(0, 'AWSManagedRulesAmazonIpReputationList'),
        managedRules(1, 'AWSManagedRulesCommonRuleSet', [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }]),
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
        ...(props.publicWritePaths.length
          ? [
              {
                name: 'PublicWriteRateLimit',
                priority: 4,
                action: { block: {} },
                statement: {
                  rateBasedStatement: {
                    limit: PUBLIC_WRITE_RATE_LIMIT,
                    aggregateKeyType: 'IP',
                    scopeDownStatement: {
                      andStatement: {
                        statements: [
                          { byteMatchStatement: { fieldToMatch: { method: {} }, positionalConstraint: 'EXACTLY', searchString: 'POST', textTransformations: [{ priority: 0, type: 'NONE' }] } },
                          props.publicWritePaths.length === 1 ? pathIs(props.publicWritePaths[0] ?? '') : { orStatement: { statements: props.publicWritePaths.map(pathIs) } },
                        ],
                      },
                    },
                  },
                },
                visibilityConfig: visibility('PublicWriteRateLimit'),
              },
            ]
          : []),
        {
          name: 'BodySizeLimit',
          priority: 5,
          action: { block: {} },
          statement: {
            sizeConstraintStatement: {
              // A body longer than WAF inspects counts as too large (CONTINUE would let it through unseen).
              fieldToMatch: { body: { oversizeHandling: 'MATCH' } },
              comparisonOperator: 'GT',
              size: WAF_BODY_LIMIT,
              textTransformations: [{ priority: 0, type: 'NONE' }],
            },
          },
          visibilityConfig: visibility('BodySizeLimit'),
        },
      ],
    });
    logWebAcl(this, this.webAcl, props.name, props.retainLogs);
  }
}

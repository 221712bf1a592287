import { Duration, Lazy, Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  type CfnStage,
  HttpApi,
  HttpMethod,
  HttpNoneAuthorizer,
  HttpStage,
  type IHttpRouteAuthorizer,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { logGroupProps } from '../logs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { routeKey, type RouteDefinition } from '../../../shared/routes';
import { defaultThrottle, throttleOf } from '../throttling';
import { ORIGIN_SECRET_ARN } from '../../../lambdas/lib/origin-header';
import { notify } from './alarms';

/**
 * One JSON line per request. Deliberately without the body, the query string, the path (it can
 * carry ids) and any header: no password, token, RUT or Authorization header can reach a log.
 */
export const accessLogFields = {
  requestId: '$context.requestId',
  requestTime: '$context.requestTime',
  sourceIp: '$context.identity.sourceIp',
  routeKey: '$context.routeKey',
  status: '$context.status',
  protocol: '$context.protocol',
  responseLength: '$context.responseLength',
  responseLatency: '$context.responseLatency',
  integrationStatus: '$context.integrationStatus',
  integrationLatency: '$context.integrationLatency',
  integrationError: '$context.integrationErrorMessage',
  authorizerError: '$context.authorizer.error',
  error: '$context.error.message',
} as const;

/** CDK's Lambda integration without its permission per route: `Api.addRoutes` grants one per function. */
class RouterIntegration extends HttpLambdaIntegration {
  protected override completeBind(): void {
    // The permission is the function's, granted once by addRoutes.
  }
}

/** 5xx answers in five minutes that page the stage's alarm address. */
const SERVER_ERRORS_ALARM_THRESHOLD = 5;

export interface ApiProps {
  readonly name: string;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  readonly alarmTopic: ITopic;
  /** Keep the access logs a year and when the stack goes (infra/lib/logs.ts). */
  readonly retainLogs?: boolean;
}

/**
 * The HTTP API behind `/api/*`. `user` and `admin` routes need a valid Cognito ID token of the web
 * client (the JWT authorizer); the admin group is checked by the handler (`lambdas/lib/http.ts`).
 * Each route is throttled (`infra/lib/throttling.ts`) and every request leaves an access-log line.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  readonly accessLogs: LogGroup;
  readonly serverErrorsAlarm: Alarm;
  /**
   * The value CloudFront sends in `x-origin-verify` and every route function checks first
   * (lambdas/lib/origin-check.ts): the API's execute-api address answers nothing without it.
   */
  readonly originSecret: Secret;
  private readonly cognitoAuthorizer: IHttpRouteAuthorizer;
  private readonly noAuthorizer = new HttpNoneAuthorizer();
  private readonly routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    // Served through CloudFront on the site's own origin: no CORS.
    this.httpApi = new HttpApi(this, 'HttpApi', { apiName: props.name, createDefaultStage: false });
    this.cognitoAuthorizer = new HttpUserPoolAuthorizer('CognitoAuthorizer', props.userPool, {
      userPoolClients: [props.userPoolClient],
      identitySource: ['$request.header.Authorization'],
    });

    this.originSecret = new Secret(this, 'OriginSecret', {
      description: `${props.name}: the header CloudFront sends to the HTTP API (x-origin-verify); docs/deploy.md "Origin secret"`,
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    Validations.of(this.originSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Rotated by the runbook (docs/deploy.md, "Origin secret"), not by a rotation function: CloudFront holds the value in its origin configuration, ' +
        'which only a deploy changes; the functions accept the current and the previous value, so put-secret-value then deploy has no downtime.',
    });

    this.accessLogs = new LogGroup(this, 'AccessLogs', logGroupProps(props.retainLogs ?? false));
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: { ...defaultThrottle },
      accessLogSettings: {
        destination: new LogGroupLogDestination(this.accessLogs),
        format: AccessLogFormat.custom(JSON.stringify(accessLogFields)),
      },
    });
    // Per-route throttling has no L2 property yet: filled in as routes are added.
    (this.stage.node.defaultChild as CfnStage).routeSettings = Lazy.any({
      produce: () => (Object.keys(this.routeSettings).length ? this.routeSettings : undefined),
    });

    this.serverErrorsAlarm = new Alarm(this, 'ServerErrorsAlarm', {
      alarmDescription: `${props.name}: the API answered ${SERVER_ERRORS_ALARM_THRESHOLD} or more 5xx in 5 minutes`,
      metric: this.httpApi.metricServerError({ period: Duration.minutes(5), statistic: 'Sum' }),
      threshold: SERVER_ERRORS_ALARM_THRESHOLD,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    notify(this.serverErrorsAlarm, props.alarmTopic);
  }

  /** `abc123.execute-api.sa-east-1.amazonaws.com`, the origin CloudFront forwards `/api/*` to, with the origin secret. */
  get domainName(): string {
    const stack = Stack.of(this);
    return `${this.httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
  }

  /**
   * The routes one function serves: one integration and one invoke permission for the function
   * (from this API: the function's router answers only its own route keys), one route each.
   */
  addRoutes(id: string, routes: readonly RouteDefinition[], handler: LambdaFunction): void {
    const integration = new RouterIntegration(`${id}Integration`, handler);
    // The origin check's values: the secret's current and previous versions.
    handler.addEnvironment(ORIGIN_SECRET_ARN, this.originSecret.secretArn);
    this.originSecret.grantRead(handler);
    handler.addPermission('ApiInvoke', {
      principal: new ServicePrincipal('apigateway.amazonaws.com'),
      sourceArn: Stack.of(this).formatArn({ service: 'execute-api', resource: this.httpApi.apiId, resourceName: '*/*/*' }),
    });
    for (const route of routes) this.addRoute(route, integration);
  }

  private addRoute(route: RouteDefinition, integration: RouterIntegration): void {
    const [apiRoute] = this.httpApi.addRoutes({
      path: route.path,
      methods: [HttpMethod[route.method]],
      integration,
      authorizer: route.auth === 'public' ? this.noAuthorizer : this.cognitoAuthorizer,
    });
    const throttle = throttleOf(route);
    this.routeSettings[routeKey(route)] = { ThrottlingRateLimit: throttle.rateLimit, ThrottlingBurstLimit: throttle.burstLimit };
    // Route settings name routes by key: the routes must exist before the stage refers to them.
    if (apiRoute) this.stage.node.addDependency(apiRoute);
    if (route.auth === 'public' && apiRoute) {
      Validations.of(apiRoute).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason: `${routeKey(route)} is public by design (shared/routes.ts): it serves callers without an account; it is throttled and validates its body.`,
      });
    }
  }
}

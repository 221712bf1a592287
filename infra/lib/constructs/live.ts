import { type CfnElement, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { LogGroupLogDestination, WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { ScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import { logGroupProps } from '../logs';
import { Construct } from 'constructs';
import { LIVE_SOCKETS_SCHEDULE_GROUP_SUFFIX, liveHandlers } from '../../../shared/live';
import { accessOf } from '../access';
import { AppFunction, type FunctionBindings } from './app-function';
import { nagNames } from './nag';
import { notify } from './alarms';

/** What a function that posts to live connections is given (AppFunction, with `liveConnections` access). */
export interface LiveBindings {
  /** The stage's `@connections` endpoint (https), LIVE_CONNECTIONS_ENDPOINT. */
  readonly connectionsEndpoint: string;
  /** `execute-api:ManageConnections` resources: POST (send) and DELETE (close) on this stage's connections only. */
  readonly manageConnectionsArns: readonly string[];
  /** The same, as cdk-nag names them in its wildcard findings. */
  readonly manageConnectionsFindings: readonly string[];
  /** The sockets' closing at their token's expiry, for functions with `liveSocketExpiry` access (set once the closer exists). */
  readonly closing?: LiveClosingBindings;
}

/** What $connect and $disconnect are given to schedule and cancel a socket's closing (lambdas/live/socket-expiry.ts). */
export interface LiveClosingBindings {
  /** The live sockets' schedule group: LIVE_CLOSE_SCHEDULE_GROUP. */
  readonly groupName: string;
  /** Its schedules, `schedule/<group>/*`: the only ones these functions may create or delete. */
  readonly schedulesArn: string;
  /** The same, as cdk-nag names it in its wildcard findings. */
  readonly schedulesFinding: string;
  /** The closer function (LIVE_CLOSE_TARGET_ARN) and the role Scheduler invokes it with (LIVE_CLOSE_ROLE_ARN, passed). */
  readonly targetArn: string;
  readonly roleArn: string;
}

/** One line per connect and disconnect, without headers or query (the token travels there). */
const accessLogFields = {
  requestId: '$context.requestId',
  requestTime: '$context.requestTime',
  sourceIp: '$context.identity.sourceIp',
  eventType: '$context.eventType',
  routeKey: '$context.routeKey',
  connectionId: '$context.connectionId',
  status: '$context.status',
  integrationError: '$context.integrationErrorMessage',
  error: '$context.error.message',
} as const;

/** Calls API Gateway could not make to the socket's functions in five minutes that page the stage's alarm address (as the HTTP API's 5xx). */
export const LIVE_ERRORS_ALARM_THRESHOLD = 5;

/** The same steady rate and burst as an HTTP route (infra/lib/throttling.ts): connects and disconnects a second. */
const LIVE_THROTTLE = { rateLimit: 50, burstLimit: 100 } as const;

/**
 * The live user document (shared/live.ts): an API Gateway WebSocket API. `$connect`
 * verifies the ID token and the account itself (lambdas/live/connect.ts: the HTTP API's JWT
 * authorizer check, then lib/account-status `checkCaller`), since a WebSocket API has no JWT
 * authorizer, and schedules the socket's closing at its token's expiry (lambdas/live/close-expired, run
 * once by EventBridge Scheduler); `$disconnect` forgets the connection and that schedule. The tables'
 * stream consumers (lambdas/live/*-changes) post through the stage's `@connections` API.
 */
export class Live extends Construct {
  readonly api: WebSocketApi;
  readonly stage: WebSocketStage;
  readonly accessLogs: LogGroup;
  readonly bindings: LiveBindings;
  readonly functions: AppFunction[] = [];
  /** API Gateway failed to run the socket's functions (ExecutionError: a missing permission, a throttled or failed invocation). */
  readonly errorsAlarm: Alarm;
  private readonly name: string;

  constructor(
    scope: Construct,
    id: string,
    props: { readonly name: string; /** Keep the access logs a year, with the stack (prod). */ readonly retainLogs: boolean; readonly alarmTopic: ITopic },
  ) {
    super(scope, id);
    this.name = props.name;
    this.api = new WebSocketApi(this, 'Api', { apiName: `${props.name}-live`, description: 'The live user document (push)' });
    this.accessLogs = new LogGroup(this, 'AccessLogs', logGroupProps(props.retainLogs));
    this.stage = new WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: 'live',
      autoDeploy: true,
      throttle: { ...LIVE_THROTTLE },
      accessLogSettings: { destination: new LogGroupLogDestination(this.accessLogs), format: AccessLogFormat.custom(JSON.stringify(accessLogFields)) },
    });
    // Not IntegrationError: it counts $connect's own refusals (an expired token), which are the socket working.
    this.errorsAlarm = notify(
      new Alarm(this, 'ErrorsAlarm', {
        alarmDescription: `${props.name}: the live socket's API could not run its functions ${LIVE_ERRORS_ALARM_THRESHOLD} or more times in 5 minutes (ExecutionError)`,
        metric: this.stage.metric('ExecutionError', { statistic: 'Sum', period: Duration.minutes(5) }),
        threshold: LIVE_ERRORS_ALARM_THRESHOLD,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
      props.alarmTopic,
    );
    const stack = Stack.of(this);
    const apiArn = stack.formatArn({ service: 'execute-api', resource: this.api.apiId });
    const nag = nagNames(this);
    const nagApiArn = `arn:${nag.partition}:execute-api:${nag.region}:${nag.account}:<${stack.getLogicalId(this.api.node.defaultChild as CfnElement)}>`;
    const methods = ['POST', 'DELETE'];
    this.bindings = {
      connectionsEndpoint: this.stage.callbackUrl,
      manageConnectionsArns: methods.map((method) => `${apiArn}/${this.stage.stageName}/${method}/@connections/*`),
      manageConnectionsFindings: methods.map((method) => `Resource::${nagApiArn}/${this.stage.stageName}/${method}/@connections/*`),
    };
  }

  /** The browser's socket URL (`liveUrl` of /config.json). */
  get url(): string {
    return this.stage.url;
  }

  /** `abc123.execute-api.<region>.amazonaws.com`, for the site's connect-src. */
  get domainName(): string {
    const stack = Stack.of(this);
    return `${this.api.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
  }

  /**
   * The socket's closing at its token's expiry: the closer function; a schedule group that holds one
   * one-time schedule per open socket ($connect creates it, $disconnect deletes it, it deletes itself
   * after it runs); and the role Scheduler takes to run those schedules, which may invoke the closer
   * and nothing else, and which only this group's schedules may take.
   */
  private addClosing(bindings: FunctionBindings): LiveClosingBindings {
    const stack = Stack.of(this);
    const handler = liveHandlers.closeExpired;
    const closer = new AppFunction(this, 'CloseExpired', { handler, description: 'Live socket: closes it when its token expires', bindings, access: accessOf(handler) });
    this.functions.push(closer);
    const groupName = `${this.name}-${LIVE_SOCKETS_SCHEDULE_GROUP_SUFFIX}`;
    // Deleting the group deletes its schedules: nothing of a removed stage waits to close sockets that are gone.
    const group = new ScheduleGroup(this, 'ClosingSchedules', { scheduleGroupName: groupName, removalPolicy: RemovalPolicy.DESTROY });
    const role = new Role(this, 'ClosingRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': stack.account }, ArnEquals: { 'aws:SourceArn': group.scheduleGroupArn } },
      }),
      description: `EventBridge Scheduler: runs the live sockets' closing (${handler})`,
    });
    closer.function.grantInvoke(role);
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${nagNames(this).arnOf(closer.function)}:*]`,
      reason: "The closer's versions and aliases, as CDK's grantInvoke writes it: invoking one function, nothing else.",
    });
    const nag = nagNames(this);
    return {
      groupName,
      schedulesArn: stack.formatArn({ service: 'scheduler', resource: 'schedule', resourceName: `${groupName}/*` }),
      schedulesFinding: `Resource::arn:${nag.partition}:scheduler:${nag.region}:${nag.account}:schedule/${groupName}/*`,
      targetArn: closer.function.functionArn,
      roleArn: role.roleArn,
    };
  }

  /** The $connect and $disconnect functions and routes, and the closing of a socket at its token's expiry. */
  addRoutes(bindings: FunctionBindings): void {
    const closing = this.addClosing(bindings);
    const routeBindings: FunctionBindings = { ...bindings, live: { ...this.bindings, closing } };
    for (const [routeKey, handler] of [['$connect', liveHandlers.connect], ['$disconnect', liveHandlers.disconnect]] as const) {
      const fn = new AppFunction(this, routeKey === '$connect' ? 'Connect' : 'Disconnect', {
        handler,
        description: `Live socket ${routeKey}`,
        bindings: routeBindings,
        access: accessOf(handler),
      });
      this.functions.push(fn);
      const route = this.api.addRoute(routeKey, { integration: new WebSocketLambdaIntegration(`${routeKey === '$connect' ? 'Connect' : 'Disconnect'}Integration`, fn.function) });
      Validations.of(route).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason:
          routeKey === '$connect'
            ? 'A WebSocket API has no JWT authorizer: the $connect function verifies the Cognito ID token (signature, issuer, client, expiry) and the account (disabled, sessions ended) and refuses otherwise.'
            : '$disconnect is called by API Gateway itself for a connection that $connect accepted.',
      });
    }
  }
}

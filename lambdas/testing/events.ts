import { GetCommand, type DynamoDBDocumentClientResolvedConfig, type ServiceInputTypes, type ServiceOutputTypes } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, Context, EventBridgeEvent } from 'aws-lambda';
import type { AwsStub } from 'aws-sdk-client-mock';
import { routeKey, type RouteDefinition } from '../../shared/routes';

/** Test factories for the events and context the functions receive. */
export const testEnv = {
  STAGE: 'test',
  TABLE_USERS: 'test-users',
  TABLE_AUTH: 'test-auth',
  TABLE_AUDIT: 'test-audit',
  TABLE_SUPPORT: 'test-support',
  TABLE_BILLING: 'test-billing',
  TABLE_CONNECTIONS: 'test-connections',
  TABLE_OUTBOX: 'test-outbox',
  TABLE_INTERNSHIPS: 'test-internships',
  TABLE_CLAIMS: 'test-claims',
  USER_POOL_ID: 'us-east-1_test',
  USER_POOL_CLIENT_ID: 'test-client',
  EVENT_BUS_NAME: 'test-bus',
  BUCKET_UPLOADS: 'test-uploads',
  SITE_URL: 'https://beneficios.test',
  MAIL_FROM: 'no-reply@beneficios.test',
  SUPPORT_INBOX: 'soporte@beneficios.test',
  AWS_REGION: 'us-east-1',
} as const;

export const useTestEnv = (): void => {
  Object.assign(process.env, testEnv);
};

export interface CallerClaims {
  sub: string;
  email?: string;
  groups?: string[];
  /** When the token was issued, in seconds (`iat` and `auth_time`); now by default. */
  issuedAt?: number;
  /** Cognito's username; the `sub` by default (`google_<subject>` for a federated account). */
  username?: string;
}

export const httpEvent = (
  route: Pick<RouteDefinition, 'method' | 'path'>,
  options: { caller?: CallerClaims; body?: string; pathParameters?: Record<string, string>; query?: Record<string, string> } = {},
): APIGatewayProxyEventV2WithJWTAuthorizer => {
  const claims: Record<string, string> = options.caller
    ? {
        sub: options.caller.sub,
        email: options.caller.email ?? `${options.caller.sub}@example.cl`,
        token_use: 'id',
        iat: String(options.caller.issuedAt ?? Math.floor(Date.now() / 1000)),
        auth_time: String(options.caller.issuedAt ?? Math.floor(Date.now() / 1000)),
        ...(options.caller.username ? { 'cognito:username': options.caller.username } : {}),
        ...(options.caller.groups ? { 'cognito:groups': `[${options.caller.groups.join(' ')}]` } : {}),
      }
    : {};
  return {
    version: '2.0',
    routeKey: routeKey(route),
    rawPath: route.path,
    rawQueryString: '',
    headers: { 'content-type': 'application/json' },
    queryStringParameters: options.query,
    pathParameters: options.pathParameters,
    requestContext: {
      accountId: '123456789012',
      apiId: 'test',
      authorizer: { principalId: '', integrationLatency: 0, jwt: { claims, scopes: [] } },
      domainName: 'beneficios.test',
      domainPrefix: 'beneficios',
      http: { method: route.method, path: route.path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'jest' },
      requestId: 'request-id',
      routeKey: routeKey(route),
      stage: '$default',
      time: new Date().toISOString(),
      timeEpoch: Date.now(),
    },
    body: options.body,
    isBase64Encoded: false,
  };
};

export const context = { awsRequestId: 'test-request', functionName: 'test', getRemainingTimeInMillis: () => 10_000 } as Context;

export const parse = (result: { body?: string } | undefined): unknown => JSON.parse(result?.body ?? 'null') as unknown;

/** A call's command input, for telling apart the middleware's account check (lib/http.ts) from a handler's own calls. */
interface RecordedCall {
  args: readonly [{ input: object }, ...unknown[]];
}

/** The callers whose document the middleware reads in this test file (givenCaller). */
const knownCallers = new Set<string>();

/** The middleware's read of a caller's document: a consistent GetItem of the whole document, handed to the handler. */
const isCallerRead = (call: RecordedCall, callers: ReadonlySet<string>): boolean => {
  const input = call.args[0].input as { TableName?: string; Key?: { uid?: unknown }; ProjectionExpression?: string };
  return call.args[0] instanceof GetCommand && input.TableName === testEnv.TABLE_USERS && input.ProjectionExpression === undefined && callers.has(String(input.Key?.uid));
};

/**
 * The calls a handler made itself: every call but the account check that lib/http.ts makes on
 * signed-in routes (of the callers given to `givenCaller`, and of `callers`).
 */
export const handlerCalls = <Call extends RecordedCall>(calls: readonly Call[], ...callers: string[]): Call[] => {
  const readers = new Set([...knownCallers, ...callers]);
  return calls.filter((call) => !isCallerRead(call, readers));
};

/**
 * The caller's document as the middleware's account check reads it (lib/account-status.ts): an
 * enabled account of this type; an admin has the second factor the admin routes require. Register it
 * after any catch-all GetCommand mock.
 */
export const givenCaller = (dynamo: AwsStub<ServiceInputTypes, ServiceOutputTypes, DynamoDBDocumentClientResolvedConfig>, uid: string, userType: 'client' | 'admin' = 'client'): void => {
  knownCallers.add(uid);
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS, Key: { uid } }).resolves({ Item: { uid, userType, ...(userType === 'admin' ? { twoFactor: 'totp' } : {}) } });
};

/** An EventBridge event as a consumer receives it. */
export const busEvent = <Detail>(detailType: string, detail: Detail, id = 'event-1'): EventBridgeEvent<string, Detail> => ({
  version: '0',
  id,
  'detail-type': detailType,
  source: 'beneficios.app',
  account: '123456789012',
  time: '2026-12-02T15:00:00Z',
  region: 'us-east-1',
  resources: [],
  detail,
});

/**
 * The domain events a function wrote to the outbox (lambdas/lib/events.ts), in order: alone
 * (PutCommand) or inside a transaction. What the outbox relay then puts on the bus.
 */
export const outboxEvents = (dynamo: AwsStub<ServiceInputTypes, ServiceOutputTypes, DynamoDBDocumentClientResolvedConfig>): { type: string; detail: Record<string, unknown> }[] =>
  dynamo.calls().flatMap((call) => {
    const input = (call.args[0] as { input: { TableName?: string; Item?: Record<string, unknown>; TransactItems?: { Put?: { TableName?: string; Item?: Record<string, unknown> } }[] } }).input;
    const puts = input.TransactItems ? input.TransactItems.flatMap((item) => (item.Put ? [item.Put] : [])) : input.Item ? [input] : [];
    return puts
      .filter((put) => put.TableName === testEnv.TABLE_OUTBOX)
      .map((put) => ({ type: String(put.Item?.detailType), detail: JSON.parse(String(put.Item?.detail)) as Record<string, unknown> }));
  });

type TransactInput = { TransactItems?: Record<string, { TableName?: string; Item?: Record<string, unknown> } | undefined>[] };

/**
 * Where each outbox event went: with the change it reports (`with` lists the other writes of its
 * transaction, as `Update users`, `Delete auth`…) or alone (`with` empty: a PutCommand, or a
 * transaction of outbox items only): an event is written in its change's own transaction.
 */
export const outboxEventsWith = (dynamo: AwsStub<ServiceInputTypes, ServiceOutputTypes, DynamoDBDocumentClientResolvedConfig>): { type: string; with: string[] }[] => {
  const table = (name: string | undefined) => Object.entries(testEnv).find(([, value]) => value === name)?.[0].replace('TABLE_', '').toLowerCase() ?? String(name);
  return dynamo.calls().flatMap((call) => {
    const input = (call.args[0] as { input: TransactInput & { TableName?: string; Item?: Record<string, unknown> } }).input;
    const items = (input.TransactItems ?? [{ Put: input }]).flatMap((item) => Object.entries(item).flatMap(([kind, write]) => (write ? [{ kind, write }] : [])));
    const others = items.filter(({ write }) => write.TableName !== testEnv.TABLE_OUTBOX).map(({ kind, write }) => `${kind} ${table(write.TableName)}`);
    return items
      .filter(({ kind, write }) => kind === 'Put' && write.TableName === testEnv.TABLE_OUTBOX)
      .map(({ write }) => ({ type: String(write.Item?.detailType), with: others }));
  });
};

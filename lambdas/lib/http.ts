import middy, { type MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { z } from 'zod/mini';
import { MAX_BODY_BYTES } from '../../shared/constants';
import { messages } from '../../shared/messages';
import type { BodyOf, PathParams, QueryOf, ResponseOf, RouteDefinition } from '../../shared/route-contract';
import { checkCaller, type CallerDocument } from './account-status';
import { callerFrom, type Caller } from './auth';
import { badRequest, forbidden, HttpError } from './errors';
import { logger } from './logger';
import { originCheck } from './origin-check';

export type HttpEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
export type HttpResult = APIGatewayProxyStructuredResultV2;

/** What a handler receives, typed by its route. */
export interface HandlerRequest<Route extends RouteDefinition> {
  event: HttpEvent;
  /** The verified caller on `user` and `admin` routes; undefined on `public` ones. */
  caller: Route['auth'] extends 'public' ? undefined : Caller;
  /**
   * The caller's document as the account check read it (one consistent GetItem a request): a
   * handler uses it instead of reading it again. Absent only on a `registering` route, for a
   * Google account that has not registered yet.
   */
  document: Route['auth'] extends 'public' ? undefined : Route extends { registering: true } ? CallerDocument | undefined : CallerDocument;
  /** The body parsed by the route's `body` schema. */
  body: BodyOf<Route>;
  /** The query string parsed by the route's `query` schema. */
  query: QueryOf<Route>;
  params: PathParams<Route['path']>;
}

/** An HTTP result whose body type the compiler knows, so that it can be checked against the route's `response`. */
export type Reply<Body> = HttpResult & { readonly replyBody?: Body };

const securityHeaders = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
} as const;

export const json = <Body>(statusCode: number, body: Body, headers: Record<string, string> = {}): Reply<Body> => ({
  statusCode,
  headers: { ...securityHeaders, ...headers },
  body: JSON.stringify(body),
});

/** 204, no body. */
export const noContent = (): Reply<undefined> => ({ statusCode: 204, headers: { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' } });

const errorResponse = (error: HttpError): HttpResult =>
  json(error.status, { error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) } });

/** Anything not an exposed HttpError is logged and becomes a generic 500. */
const errorMapper = (): MiddlewareObj<HttpEvent, HttpResult> => ({
  onError: (request) => {
    const error = request.error;
    if (error instanceof HttpError && error.expose) {
      request.response = errorResponse(error);
      return;
    }
    logger.error('Unhandled error', { error });
    request.response = errorResponse(error instanceof HttpError ? error : new HttpError(500, 'internal'));
  },
});

const readBody = (event: HttpEvent): unknown => {
  if (event.body === undefined || event.body === '') return undefined;
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (Buffer.byteLength(raw, 'utf8') > MAX_BODY_BYTES) throw badRequest('body-too-large');
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw badRequest('invalid-json');
  }
};

const catalogue = new Set<string>(Object.values(messages));

/**
 * The first problem of each field, as `{ field: message }`. A text the schemas did not take from
 * the catalogue (zod's own English, e.g. for a wrong type or an unknown field) becomes `invalid-value`.
 */
const fieldErrors = (error: z.core.$ZodError): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || '_'] ??= catalogue.has(issue.message) ? issue.message : messages['invalid-value'];
  return fields;
};

/** Parses a value with a route's schema; bad input is a 400 naming each field's first problem. */
const parseWith = (schema: z.ZodMiniType | undefined, value: unknown): unknown => {
  if (!schema) return undefined;
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badRequest('bad-request', fieldErrors(parsed.error));
  return parsed.data;
};

/**
 * Every HTTP handler is built here, bound to its route (shared/contracts/<feature>/<operation>.ts):
 * caller and auth level, body size, JSON, body and query validation by the route's schemas, the
 * caller checked against its document (one GetItem, lib/account-status.ts, handed to the handler as
 * `document`), error mapping, security headers.
 *
 *     export const handler = defineHandler(getMeRoute, async ({ caller }) => json(200, await presentMe(caller.uid)));
 */
export const defineHandler = <const Route extends RouteDefinition>(
  route: Route,
  handle: (request: HandlerRequest<Route>) => Promise<Reply<ResponseOf<Route>>>,
) => {
  const handler = middy<HttpEvent, HttpResult>()
    .use(errorMapper())
    // Before anything else: a request that did not come through CloudFront (and its WAF) stops here.
    .use(originCheck())
    .handler(async (event) => {
      const caller = route.auth === 'public' ? undefined : callerFrom(event);
      if (route.auth === 'admin' && !caller?.isAdmin) throw forbidden();
      // The token is necessary, not sufficient: the caller's document decides (disabled, sessions ended, admin),
      // before the input is read, so that a caller without the right learns nothing of a route's schema.
      const document = caller && route.auth !== 'public' ? await checkCaller(caller, route.auth, { registering: route.registering === true }) : undefined;
      const body = route.body ? parseWith(route.body, readBody(event)) : undefined;
      const query = parseWith(route.query, event.queryStringParameters ?? {});
      return handle({ event, caller, document, body, query, params: event.pathParameters ?? {} } as HandlerRequest<Route>);
    });
  /** The route this handler serves: a test checks that it is the one that names this module. */
  return Object.assign(handler, { route });
};

/** The header CloudFront adds with the viewer's address and port (the origin request policy forwards it). */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

/**
 * The address of the person making the request, for the per-address limits. Behind CloudFront,
 * API Gateway's `sourceIp` is an edge server's, shared by everyone it serves; CloudFront puts the
 * viewer's own in `CloudFront-Viewer-Address` (`198.51.100.10:46532`, `2001:db8::1:46532`). The
 * header is believed because a handler runs only after the origin check, so the request came through
 * CloudFront, which overwrites whatever a viewer sent in it; the local gateway sets it from its socket.
 */
export const viewerAddress = (event: Pick<HttpEvent, 'headers' | 'requestContext'>): string => {
  const header = event.headers[VIEWER_ADDRESS_HEADER];
  const separator = header?.lastIndexOf(':') ?? -1;
  const address = header && separator > 0 ? header.slice(0, separator).replace(/^\[|\]$/g, '') : '';
  return address || event.requestContext.http.sourceIp;
};

import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy, { type MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { z } from 'zod';
import { MAX_BODY_BYTES } from '../../shared/constants';
import { errorMessages } from '../../shared/errors';
import { routeKey, routes, type Route, type RouteDefinition } from '../../shared/routes';
import { isUserDisabled } from '../users/users.repository';
import { callerFrom, type Caller } from './auth';
import { badRequest, forbidden, HttpError } from './errors';
import { logger } from './logger';

export type HttpEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
export type HttpResult = APIGatewayProxyStructuredResultV2;

export interface HttpRequest<Body> {
  event: HttpEvent;
  /** The verified caller; present on `user` and `admin` routes. */
  caller: Caller | undefined;
  body: Body;
  params: Record<string, string | undefined>;
  query: Record<string, string | undefined>;
}

const securityHeaders = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
} as const;

export const json = (statusCode: number, body: unknown, headers: Record<string, string> = {}): HttpResult => ({
  statusCode,
  headers: { ...securityHeaders, ...headers },
  body: JSON.stringify(body),
});

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
    request.response = errorResponse(error instanceof HttpError ? error : new HttpError(500, 'internal', errorMessages.internal));
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

/** The first problem of each field, as `{ field: message }`. */
const fieldErrors = (error: z.ZodError): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  return fields;
};

const findRoute = (key: string): RouteDefinition => {
  const route = routes.find((candidate) => routeKey(candidate) === key);
  if (!route) throw new Error(`No route ${key} in shared/routes.ts`);
  return route;
};

/**
 * Every HTTP handler is built here: logger context, caller and auth level (declared once,
 * in the route table), body size, JSON and zod validation, a disabled account refused (one
 * GetItem of one attribute), error mapping, security headers.
 */
export function httpHandler<Schema extends z.ZodType | undefined = undefined>(
  key: `${Route['method']} ${Route['path']}`,
  options: { body?: Schema },
  handle: (request: HttpRequest<Schema extends z.ZodType ? z.infer<Schema> : undefined>) => Promise<HttpResult>,
) {
  const route = findRoute(key);
  return middy<HttpEvent, HttpResult>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(errorMapper())
    .handler(async (event) => {
      const caller = route.auth === 'public' ? undefined : callerFrom(event);
      if (route.auth === 'admin' && !caller?.isAdmin) throw forbidden();
      let body: unknown = undefined;
      if (options.body) {
        const parsed = options.body.safeParse(readBody(event));
        if (!parsed.success) throw badRequest('bad-request', fieldErrors(parsed.error));
        body = parsed.data;
      }
      // Tokens issued before an admin disabled the account stay valid until they expire: refuse them here.
      if (caller && (await isUserDisabled(caller.uid))) throw new HttpError(403, 'user-disabled');
      return handle({
        event,
        caller,
        body: body as Schema extends z.ZodType ? z.infer<Schema> : undefined,
        params: event.pathParameters ?? {},
        query: event.queryStringParameters ?? {},
      });
    });
}

import type { Context } from 'aws-lambda';
import { messages } from '../../shared/messages';
import { routeKey, type RouteDefinition } from '../../shared/route-contract';
import type { HttpEvent, HttpResult } from './http';
import { json } from './http';
import { logger } from './logger';

/** A handler made by `defineHandler`: a Lambda handler that knows the route it serves. */
export type RouteHandler = ((event: HttpEvent, context: Context) => Promise<HttpResult>) & { readonly route: RouteDefinition };

/**
 * One Lambda function per feature folder (`lambdas/http/<feature>/`): API Gateway names the route
 * it matched in `event.routeKey` (`GET /api/me`), and the router hands the event to the handler
 * bound to that route. The feature's entry, generated from the route table by
 * `infra/lib/http-functions.ts`, is `export const handler = routerOf([getMe, patchMe, ...])`.
 */
export const routerOf = (handlers: readonly RouteHandler[]) => {
  const byKey = new Map<string, RouteHandler>();
  for (const handler of handlers) {
    const key = routeKey(handler.route);
    if (byKey.has(key)) throw new Error(`Two handlers for ${key}`);
    byKey.set(key, handler);
  }
  return async (event: HttpEvent, context: Context): Promise<HttpResult> => {
    const handler = byKey.get(event.routeKey);
    if (handler) return handler(event, context);
    // Only a gateway wired to the wrong function gets here: nothing runs, the caller gets the catalogue's 404.
    logger.error('No handler for the route', { routeKey: event.routeKey, routes: [...byKey.keys()] });
    return json(404, { error: { code: 'not-found', message: messages['not-found'] } });
  };
};

import type { RouteDefinition } from '../../shared/routes';

/**
 * API Gateway throttling of each route, as plain data (requests per second, steady and burst).
 * They bound what one stage can cost and what the functions see; the handlers' own per-e-mail
 * and per-IP limits (DynamoDB counters) and the optional WAF rule come on top.
 */
export interface Throttle {
  readonly rateLimit: number;
  readonly burstLimit: number;
}

/**
 * Every route unless said otherwise, and the stage's default. Sized for launch on an assumption the
 * spec does not give (revisit with real figures): 20,000 visits a day, a tenth of them in the busiest
 * hour, some 30 API calls a visit, is about 17 requests a second over the whole API at peak. 50 a
 * second (burst 100) per route is three times that on a single route; at ~100 ms a call it needs
 * about 5 concurrent Lambda executions a route, far inside a 1,000 quota (docs/deploy.md: concurrency quota)
 * and far below API Gateway's 10,000 a second for the account.
 */
export const defaultThrottle: Throttle = { rateLimit: 50, burstLimit: 100 };

/**
 * Public POST routes create accounts, send mail or try link tokens without a signed-in caller:
 * the likely targets of abuse, and none needs more than a few calls a second for real users.
 */
export const publicWriteThrottle: Throttle = { rateLimit: 5, burstLimit: 10 };

/**
 * The public POST routes (register, activate, resend, password recovery…): throttled here for the
 * whole stage, and per IP by the CloudFront web ACL (waf.ts) where WAF is on.
 */
export const publicWriteRoutes = <Route extends Pick<RouteDefinition, 'method' | 'auth' | 'path'>>(routes: readonly Route[]): Route[] =>
  routes.filter((route) => route.auth === 'public' && route.method !== 'GET');

/** The throttle of one route. */
export const throttleOf = (route: Pick<RouteDefinition, 'method' | 'auth'>): Throttle =>
  route.auth === 'public' && route.method !== 'GET' ? publicWriteThrottle : defaultThrottle;

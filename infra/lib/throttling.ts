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
 * Every route unless said otherwise, and the stage's default. A stage-wide throttle is shared by
 * everyone, so it must not be the limit an attacker reaches first: a few dozen addresses (48), each
 * just under the CloudFront web ACL's 1,000 requests per 5 minutes (waf.ts), send 160 a second; 200
 * a second (burst 400) per route is above that. Launch traffic (20,000 visits a day, a tenth in the
 * busiest hour, some 30 API calls a visit) is about 17 a second over the whole API. At ~100 ms a call,
 * 200 a second is some 20 concurrent Lambda executions a route, inside a 1,000 quota (docs/deploy.md:
 * concurrency quota) and far below API Gateway's 10,000 a second for the account.
 */
export const defaultThrottle: Throttle = { rateLimit: 200, burstLimit: 400 };

/**
 * Public POST routes create accounts, send mail or try link tokens without a signed-in caller, and
 * the web ACL allows 100 per address per 5 minutes on them: 48 addresses send 16 a second, so 20 a
 * second (burst 40) keeps them from locking registration or recovery for everyone. Per-address and
 * per-target counters in the handlers (DynamoDB) come on top.
 */
export const publicWriteThrottle: Throttle = { rateLimit: 20, burstLimit: 40 };

/**
 * The public POST routes (register, activate, resend, password recovery…): throttled here for the
 * whole stage, and per IP by the CloudFront web ACL (waf.ts) where WAF is on.
 */
export const publicWriteRoutes = <Route extends Pick<RouteDefinition, 'method' | 'auth' | 'path'>>(routes: readonly Route[]): Route[] =>
  routes.filter((route) => route.auth === 'public' && route.method !== 'GET');

/** The throttle of one route. */
export const throttleOf = (route: Pick<RouteDefinition, 'method' | 'auth'>): Throttle =>
  route.auth === 'public' && route.method !== 'GET' ? publicWriteThrottle : defaultThrottle;

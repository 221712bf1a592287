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

/** Every route unless said otherwise. */
export const defaultThrottle: Throttle = { rateLimit: 50, burstLimit: 100 };

/**
 * Public POST routes create accounts, send mail or try link tokens without a signed-in caller:
 * the likely targets of abuse, and none needs more than a few calls a second for real users.
 */
export const publicWriteThrottle: Throttle = { rateLimit: 5, burstLimit: 10 };

/** The throttle of one route. */
export const throttleOf = (route: Pick<RouteDefinition, 'method' | 'auth'>): Throttle =>
  route.auth === 'public' && route.method !== 'GET' ? publicWriteThrottle : defaultThrottle;

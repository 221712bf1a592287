/**
 * The names of the origin check (lambdas/lib/origin-check.ts), without its SDK client: the CDK app
 * and the local gateway import them.
 */
/** The header CloudFront adds to every request it forwards to the HTTP API. */
export const ORIGIN_HEADER = 'x-origin-verify';
/** Where the accepted values come from on a deployed stage: the secret's ARN (current and previous versions). */
export const ORIGIN_SECRET_ARN = 'ORIGIN_SECRET_ARN';
/** The local stack has no Secrets Manager: it makes a value at start and gives it to its gateway and functions. */
export const ORIGIN_HEADER_VALUE = 'ORIGIN_HEADER_VALUE';

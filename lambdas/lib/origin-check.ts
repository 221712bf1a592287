import { timingSafeEqual } from 'node:crypto';
import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import type { MiddlewareObj } from '@middy/core';
import { secrets } from './clients/secrets';
import { HttpError } from './errors';
import type { HttpEvent, HttpResult } from './http';
import { ORIGIN_HEADER, ORIGIN_HEADER_VALUE, ORIGIN_SECRET_ARN } from './origin-header';

export { ORIGIN_HEADER, ORIGIN_HEADER_VALUE, ORIGIN_SECRET_ARN };

/*
 * Nothing goes around CloudFront and its web ACL: CloudFront adds ORIGIN_HEADER, with a secret value,
 * to every request it forwards to the HTTP API, and every handler refuses a request without it before
 * doing anything else. The API's own execute-api address is public, so without this check anyone could
 * call it directly, past WAF (infra/lib/constructs/site.ts sends it; README "Origin secret" rotates it).
 */

/** Values are read again after this long, so that a rotation reaches every warm function. */
export const ORIGIN_VALUES_TTL_MS = 5 * 60_000;

const versionStages = ['AWSCURRENT', 'AWSPREVIOUS'] as const;

/**
 * The current and the previous value of the secret: during a rotation CloudFront still sends the
 * previous one until the deploy that hands it the new one (README), and both are accepted meanwhile.
 */
const readSecretValues = async (secretId: string): Promise<string[]> => {
  const values = await Promise.all(
    versionStages.map(async (VersionStage) => {
      try {
        return (await secrets.send(new GetSecretValueCommand({ SecretId: secretId, VersionStage }))).SecretString;
      } catch (error) {
        // A secret never rotated has no AWSPREVIOUS version.
        if (VersionStage === 'AWSPREVIOUS' && (error as { name?: string }).name === 'ResourceNotFoundException') return undefined;
        throw error;
      }
    }),
  );
  return values.filter((value): value is string => typeof value === 'string' && value.length > 0);
};

let cache: { values: Promise<string[]>; until: number } | undefined;

const acceptedValues = (): Promise<string[]> | undefined => {
  const local = process.env[ORIGIN_HEADER_VALUE];
  if (local) return Promise.resolve([local]);
  const secretId = process.env[ORIGIN_SECRET_ARN];
  if (!secretId) return undefined;
  const now = Date.now();
  if (!cache || cache.until <= now) {
    const values = readSecretValues(secretId);
    cache = { values, until: now + ORIGIN_VALUES_TTL_MS };
    // A failed read is tried again on the next request, not kept for five minutes.
    values.catch(() => {
      cache = undefined;
    });
  }
  return cache.values;
};

/** For tests: read the secret again. */
export const resetOriginValues = (): void => {
  cache = undefined;
};

const sameText = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The first check of every HTTP handler (lambdas/lib/http.ts): a request without CloudFront's header,
 * or with a value that is neither the current nor the previous secret, gets 403 and nothing else runs.
 * Where neither variable is set (a handler called in a unit test) there is no CloudFront to check for;
 * every deployed route function has ORIGIN_SECRET_ARN (infra/test/origin.test.ts).
 */
export const originCheck = (): MiddlewareObj<HttpEvent, HttpResult> => ({
  before: async (request) => {
    const accepted = acceptedValues();
    if (!accepted) return;
    const given = request.event.headers[ORIGIN_HEADER];
    const values = await accepted;
    if (!given || !values.some((value) => sameText(given, value))) throw new HttpError(403, 'forbidden', 'origin-forbidden');
  },
});

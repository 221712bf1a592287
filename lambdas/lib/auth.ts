import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { ADMIN_GROUP } from '../../shared/constants';
import { unauthorized } from './errors';

/** The verified caller, read from the claims that the JWT authorizer passed on. */
export interface Caller {
  uid: string;
  /** Cognito's username: the `sub` of an e-mail account, `google_<subject>` of a federated one. */
  username: string;
  email: string;
  groups: string[];
  isAdmin: boolean;
  /** When the session began, in seconds: the token's `auth_time` (kept across refreshes), else its `iat`. */
  issuedAt?: number;
}

type Claims = Record<string, string | number | boolean | string[] | undefined>;

/**
 * API Gateway HTTP APIs flatten array claims into a string like `[admin other]`;
 * a real array is accepted too.
 */
export const groupsFromClaim = (claim: Claims[string]): string[] => {
  if (Array.isArray(claim)) return claim.map(String);
  if (typeof claim !== 'string' || claim === '') return [];
  return claim
    .replace(/^\[|\]$/g, '')
    .split(/[\s,]+/)
    .filter(Boolean);
};

export const isAdminClaims = (claims: Claims): boolean => groupsFromClaim(claims['cognito:groups']).includes(ADMIN_GROUP);

const secondsOf = (claim: Claims[string]): number | undefined => {
  const value = typeof claim === 'string' ? Number(claim) : claim;
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
};

/** The earlier of `auth_time` and `iat`: a refreshed token keeps its session's start. */
const issuedAtOf = (claims: Claims): { issuedAt?: number } => {
  const known = [secondsOf(claims.auth_time), secondsOf(claims.iat)].filter((value): value is number => value !== undefined);
  return known.length ? { issuedAt: Math.min(...known) } : {};
};

export const callerFrom = (event: Pick<APIGatewayProxyEventV2WithJWTAuthorizer, 'requestContext'>): Caller => {
  const claims = (event.requestContext.authorizer as { jwt?: { claims?: Claims } } | undefined)?.jwt?.claims;
  const uid = claims?.sub;
  if (!claims || typeof uid !== 'string' || uid === '') throw unauthorized();
  const groups = groupsFromClaim(claims['cognito:groups']);
  // ID tokens say `cognito:username`, access tokens `username`.
  const username = claims['cognito:username'] ?? claims.username;
  return {
    uid,
    username: typeof username === 'string' && username !== '' ? username : uid,
    email: typeof claims.email === 'string' ? claims.email : '',
    groups,
    isAdmin: groups.includes(ADMIN_GROUP),
    ...issuedAtOf(claims),
  };
};

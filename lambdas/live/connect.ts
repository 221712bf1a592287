import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { LIVE_PROTOCOL } from '../../shared/live';
import { checkCaller } from '../lib/account-status';
import { callerFrom } from '../lib/auth';
import { env } from '../lib/env';
import { HttpError } from '../lib/errors';
import { createJwtVerifier, flattenClaims } from '../lib/jwt';
import { connectionEnd, saveConnection } from './connections.repository';
import { scheduleClosing } from './socket-expiry';
import type { LiveSocketEvent, LiveSocketResult } from './socket-event';

/**
 * The pool's issuer: Cognito's in AWS; locally the emulator's, which the SDK's endpoint override
 * (AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER, set by the local stack only) names.
 */
const issuerOf = (): string => {
  const endpoint = process.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER ?? `https://cognito-idp.${process.env.AWS_REGION ?? 'us-east-1'}.amazonaws.com`;
  return `${endpoint.replace(/\/$/, '')}/${env().USER_POOL_ID}`;
};

let verify: ((token: string) => Promise<JwtPayload>) | undefined;
const verifyIdToken = (token: string) => (verify ??= createJwtVerifier(issuerOf(), env().USER_POOL_CLIENT_ID, true))(token);

const header = (event: LiveSocketEvent, name: string): string | undefined =>
  Object.entries(event.headers ?? {}).find(([key]) => key.toLowerCase() === name)?.[1];

/**
 * The ID token, offered as the subprotocol after LIVE_PROTOCOL. Never from the query string: a URL
 * reaches access logs, a subprotocol does not.
 */
export const tokenOf = (event: LiveSocketEvent): string | undefined => {
  const offered = (header(event, 'sec-websocket-protocol') ?? '').split(',').map((value) => value.trim()).filter(Boolean);
  return offered[0] === LIVE_PROTOCOL && offered[1] ? offered[1] : undefined;
};

const refuse = (statusCode: number): LiveSocketResult => ({ statusCode });

/**
 * $connect: the same checks as a signed-in HTTP route (lib/http.ts): the ID token's signature,
 * issuer, client and expiry, then the caller's document (lib/account-status.ts `checkCaller`):
 * refused once the account is disabled or deleted, or its sessions ended after the token was issued.
 */
export const handler = async (event: LiveSocketEvent): Promise<LiveSocketResult> => {
  const token = tokenOf(event);
  if (!token) return refuse(401);
  let claims: Record<string, string>;
  let expiresAt: number | undefined;
  try {
    const payload = await verifyIdToken(token);
    expiresAt = typeof payload.exp === 'number' ? payload.exp : undefined;
    claims = flattenClaims(payload);
  } catch {
    return refuse(401);
  }
  const caller = callerFrom({ requestContext: { authorizer: { jwt: { claims, scopes: [] }, principalId: '', integrationLatency: 0 } } as never });
  try {
    await checkCaller(caller, 'user');
  } catch (error) {
    if (error instanceof HttpError) return refuse(error.status);
    throw error;
  }
  // The connection lives as long as its token: past it, nothing more is pushed, and its schedule closes the socket.
  // Scheduled first: a socket that could not be closed on time is not opened (a schedule without a socket finds it gone).
  const { connectionId } = event.requestContext;
  const endsAt = connectionEnd(expiresAt);
  await scheduleClosing({ uid: caller.uid, connectionId }, endsAt);
  await saveConnection({ uid: caller.uid, connectionId, ...(caller.issuedAt !== undefined ? { issuedAt: caller.issuedAt } : {}) }, endsAt);
  return { statusCode: 200, headers: { 'Sec-WebSocket-Protocol': LIVE_PROTOCOL } };
};

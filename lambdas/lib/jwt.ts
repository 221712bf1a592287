import { JwtVerifier } from 'aws-jwt-verify';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';

/**
 * Verifies a Cognito bearer token the way the HTTP API JWT authorizer does (the local gateway's
 * authorizer, and the live socket's $connect function in the cloud and locally): RS256 signature
 * against the pool's JWKS, issuer, audience (ID token) or client_id (access token), expiry
 * and not-before, and token use. cognito-local serves its JWKS over http, which the library's
 * fetcher refuses, so the keys are fetched here and handed to it. `idOnly` refuses access tokens.
 * The payloads of the last `cacheSize` tokens verified are kept, frozen, until each token expires.
 */
export const createJwtVerifier = (issuer: string, clientId: string, idOnly = false, cacheSize = 1000) => {
  const verifier = JwtVerifier.create({
    issuer,
    audience: null,
    customJwtCheck: ({ payload }) => {
      const tokenUse = payload.token_use;
      if (tokenUse !== 'id' && (idOnly || tokenUse !== 'access')) throw new Error('Unexpected token use');
      const audience = tokenUse === 'id' ? payload.aud : payload.client_id;
      if (audience !== clientId) throw new Error('Token issued for another client');
    },
  });
  let keysLoaded: Promise<void> | undefined;
  const loadKeys = () =>
    (keysLoaded ??= fetch(`${issuer}/.well-known/jwks.json`)
      .then((response) => response.json())
      .then((jwks) => verifier.cacheJwks(jwks as Parameters<typeof verifier.cacheJwks>[0]))
      .catch((error: unknown) => {
        keysLoaded = undefined;
        throw error;
      }));

  // A verified token's payload, by the whole token (signature included), until its expiry: a client
  // sends the same token with every request for an hour, and parsing it and checking its RS256
  // signature each time was a large share of the CPU a request costs. Bounded, least
  // recently used first: a Map iterates in insertion order, and a hit is inserted again.
  const verified = new Map<string, Readonly<JwtPayload> & { exp: number }>();
  const remember = (token: string, payload: JwtPayload): JwtPayload => {
    if (typeof payload.exp !== 'number') return payload;
    const kept = Object.freeze({ ...payload, exp: payload.exp });
    verified.set(token, kept);
    if (verified.size > cacheSize) verified.delete(verified.keys().next().value as string);
    return kept;
  };

  return async (token: string): Promise<JwtPayload> => {
    const known = verified.get(token);
    if (known) {
      verified.delete(token);
      if (Date.now() < known.exp * 1000) {
        verified.set(token, known);
        return known;
      }
    }
    await loadKeys();
    return remember(token, await verifier.verify(token));
  };
};

/** HTTP APIs hand claims to the function as strings; arrays become `[a b]`. */
export const flattenClaims = (payload: JwtPayload): Record<string, string> =>
  Object.fromEntries(
    Object.entries(payload)
      .map(([name, value]) => [name, Array.isArray(value) ? `[${value.map((item) => JSON.stringify(item).replace(/^"|"$/g, '')).join(' ')}]` : typeof value === 'string' ? value : JSON.stringify(value)]),
  );

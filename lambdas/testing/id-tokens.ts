import { createSign, generateKeyPairSync } from 'node:crypto';

/**
 * Real RS256 ID tokens for unit tests of code that verifies them (lib/jwt.ts): a key pair made
 * per test file, its JWKS served by a stubbed `fetch` at `<issuer>/.well-known/jwks.json`.
 */
export const idTokenIssuer = (issuer: string, clientId: string) => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwks = { keys: [{ ...publicKey.export({ format: 'jwk' }), kid: 'test-key', alg: 'RS256', use: 'sig' }] };
  const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

  const sign = (claims: Record<string, unknown>): string => {
    const now = Math.floor(Date.now() / 1000);
    const header = base64url({ alg: 'RS256', kid: 'test-key', typ: 'JWT' });
    const payload = base64url({ iss: issuer, aud: clientId, token_use: 'id', iat: now, auth_time: now, exp: now + 3600, ...claims });
    const signature = createSign('RSA-SHA256').update(`${header}.${payload}`).sign(privateKey).toString('base64url');
    return `${header}.${payload}.${signature}`;
  };

  /** Serves the JWKS to lib/jwt.ts; any other URL fails the test loudly. */
  const serveJwks = (): jest.SpiedFunction<typeof fetch> =>
    jest.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url !== `${issuer}/.well-known/jwks.json`) throw new Error(`Unexpected fetch ${url}`);
      return Promise.resolve(new Response(JSON.stringify(jwks), { headers: { 'content-type': 'application/json' } }));
    });

  return { sign, serveJwks };
};

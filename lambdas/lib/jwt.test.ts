import { JwtVerifier } from 'aws-jwt-verify';
import { idTokenIssuer } from '../testing/id-tokens';
import { createJwtVerifier } from './jwt';

const issuer = 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_jwt';
const tokens = idTokenIssuer(issuer, 'jwt-client');

/** How many times the library checked a signature. */
const signatureChecks = () => jest.spyOn(JwtVerifier.prototype, 'verify');

beforeEach(() => {
  jest.restoreAllMocks();
  tokens.serveJwks();
});

describe('createJwtVerifier', () => {
  it("checks a token's signature once, and answers the same claims for it until it expires", async () => {
    const checks = signatureChecks();
    const verify = createJwtVerifier(issuer, 'jwt-client');
    const token = tokens.sign({ sub: 'user-1' });

    const first = await verify(token);
    const second = await verify(token);

    expect(first.sub).toBe('user-1');
    expect(second).toEqual(first);
    expect(checks).toHaveBeenCalledTimes(1);
  });

  it('refuses a kept token once its expiry has passed', async () => {
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now);
    const verify = createJwtVerifier(issuer, 'jwt-client');
    const token = tokens.sign({ sub: 'user-1', exp: Math.floor(now / 1000) + 60 });
    await verify(token);

    clock.mockReturnValue(now + 61_000);

    await expect(verify(token)).rejects.toThrow(/expired/i);
  });

  it("refuses the same claims under another signature, after the genuine token's were kept", async () => {
    const verify = createJwtVerifier(issuer, 'jwt-client');
    const token = tokens.sign({ sub: 'user-1' });
    await verify(token);

    const forged = `${token.slice(0, token.lastIndexOf('.') + 1)}${Buffer.from('forged').toString('base64url')}`;

    await expect(verify(forged)).rejects.toThrow();
  });

  it('never keeps a refused token', async () => {
    const checks = signatureChecks();
    const verify = createJwtVerifier(issuer, 'jwt-client');
    const otherClient = tokens.sign({ sub: 'user-1', aud: 'other-client' });

    await expect(verify(otherClient)).rejects.toThrow();
    await expect(verify(otherClient)).rejects.toThrow();
    expect(checks).toHaveBeenCalledTimes(2);
  });

  it('keeps the tokens used last, up to its size, and checks an older one again', async () => {
    const checks = signatureChecks();
    const verify = createJwtVerifier(issuer, 'jwt-client', false, 2);
    const a = tokens.sign({ sub: 'a' });
    const b = tokens.sign({ sub: 'b' });
    const c = tokens.sign({ sub: 'c' });
    await verify(a);
    await verify(b);
    await verify(a); // used again: b is now the least recent
    await verify(c); // b leaves
    expect(checks).toHaveBeenCalledTimes(3);

    await verify(a);
    await verify(c);
    expect(checks).toHaveBeenCalledTimes(3);
    await verify(b);
    expect(checks).toHaveBeenCalledTimes(4);
  });

  it('hands out claims that no caller can change for the next', async () => {
    const verify = createJwtVerifier(issuer, 'jwt-client');
    const token = tokens.sign({ sub: 'user-1' });
    await verify(token);
    const kept = await verify(token);

    expect(() => Object.assign(kept, { sub: 'user-2' })).toThrow(TypeError);
    expect((await verify(token)).sub).toBe('user-1');
  });
});

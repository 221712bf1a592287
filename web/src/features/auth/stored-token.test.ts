import { EXPIRY_MARGIN_MS, storedIdToken } from './stored-token';

const now = Date.UTC(2026, 0, 15, 12, 0, 0);
const base64url = (text: string): string => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
/** A JWT whose payload holds `exp` (seconds) and a name with characters that base64url writes as - and _. */
const jwt = (expMs: number, name = 'Ñandú ¿sí?>>'): string => `${base64url('{"alg":"none"}')}.${base64url(JSON.stringify({ exp: Math.floor(expMs / 1000), name }))}.signature`;

/** Stores a session the way Amplify does, for app client `client`. */
const store = ({ client = 'client1', user = 'user-sub', idExp = now + 3_600_000, accessExp = now + 3_600_000, clockDrift }: { client?: string; user?: string; idExp?: number; accessExp?: number; clockDrift?: number } = {}) => {
  const prefix = `CognitoIdentityServiceProvider.${client}`;
  const idToken = jwt(idExp);
  window.localStorage.setItem(`${prefix}.LastAuthUser`, user);
  window.localStorage.setItem(`${prefix}.${user}.idToken`, idToken);
  window.localStorage.setItem(`${prefix}.${user}.accessToken`, jwt(accessExp));
  window.localStorage.setItem(`${prefix}.${user}.refreshToken`, 'opaque');
  if (clockDrift !== undefined) window.localStorage.setItem(`${prefix}.${user}.clockDrift`, String(clockDrift));
  return idToken;
};

describe('storedIdToken (the stored session, read without Amplify)', () => {
  beforeEach(() => window.localStorage.clear());

  it('answers the stored ID token while it and the access token have more than the margin left', () => {
    const idToken = store();
    expect(storedIdToken(now)).toBe(idToken);
  });

  it('answers nothing, so that Amplify refreshes, when either token is within the margin of its expiry', () => {
    store({ idExp: now + EXPIRY_MARGIN_MS - 1000 });
    expect(storedIdToken(now)).toBeUndefined();
    window.localStorage.clear();
    store({ accessExp: now + 1000 });
    expect(storedIdToken(now)).toBeUndefined();
    window.localStorage.clear();
    store({ idExp: now - 1000, accessExp: now - 1000 });
    expect(storedIdToken(now)).toBeUndefined();
  });

  it('allows for the clock drift Amplify stored, as Amplify does', () => {
    // The server's clock is 10 minutes ahead of this browser's: a token with 5 minutes left here has none there.
    store({ idExp: now + 5 * 60_000, accessExp: now + 5 * 60_000, clockDrift: 10 * 60_000 });
    expect(storedIdToken(now)).toBeUndefined();
  });

  it('answers nothing without a session, with a session of two app clients, or with a token that is not a JWT', () => {
    expect(storedIdToken(now)).toBeUndefined();
    store({ client: 'client1' });
    store({ client: 'client2' });
    expect(storedIdToken(now)).toBeUndefined();
    window.localStorage.clear();
    store();
    window.localStorage.setItem('CognitoIdentityServiceProvider.client1.user-sub.idToken', 'not-a-jwt');
    expect(storedIdToken(now)).toBeUndefined();
  });
});

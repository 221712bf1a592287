/**
 * The ID token Amplify stored in this browser, read without loading Amplify (a large chunk
 * and, on a phone, much of a second of script): a returning user's first `GET /api/me` needs nothing
 * else. Amplify still loads to sign in or out, and to refresh a token: this answers only a token
 * Amplify itself would hand out as it is, by the same rule (its `isTokenExpired`: ID and access token
 * both unexpired, allowing for its stored clock drift), with a wider margin for the request's way.
 *
 * Amplify's keys: `CognitoIdentityServiceProvider.<clientId>.LastAuthUser` names the user, and
 * `CognitoIdentityServiceProvider.<clientId>.<user>.{idToken,accessToken,clockDrift}` hold the session.
 */
const PREFIX = 'CognitoIdentityServiceProvider.';
/** A token this close to its expiry goes through Amplify, which refreshes it. */
export const EXPIRY_MARGIN_MS = 60_000;

/** `exp` (seconds) of a JWT, or undefined when it is not one. */
const expiryOf = (token: string | null): number | undefined => {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='));
    const { exp } = JSON.parse(json) as { exp?: unknown };
    return typeof exp === 'number' ? exp : undefined;
  } catch {
    return undefined;
  }
};

/** The stored ID token while it and the access token are good for a while yet; undefined otherwise (ask Amplify). */
export const storedIdToken = (now = Date.now()): string | undefined => {
  try {
    const storage = window.localStorage;
    const lastUserKeys = Object.keys(storage).filter((key) => key.startsWith(PREFIX) && key.endsWith('.LastAuthUser'));
    // One app client a browser; anything else is for Amplify to sort out.
    const [lastUserKey, ...others] = lastUserKeys;
    if (!lastUserKey || others.length > 0) return undefined;
    const user = storage.getItem(lastUserKey);
    if (!user) return undefined;
    const base = `${lastUserKey.slice(0, -'LastAuthUser'.length)}${user}.`;
    const idToken = storage.getItem(`${base}idToken`);
    const clockDrift = Number.parseInt(storage.getItem(`${base}clockDrift`) ?? '0', 10) || 0;
    const good = (token: string | null): boolean => {
      const exp = expiryOf(token);
      return exp !== undefined && now + clockDrift + EXPIRY_MARGIN_MS < exp * 1000;
    };
    return idToken && good(idToken) && good(storage.getItem(`${base}accessToken`)) ? idToken : undefined;
  } catch {
    // Blocked storage holds no session.
    return undefined;
  }
};

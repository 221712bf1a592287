import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readSigningKey, storeSigningKeyIfNone } from './signing-key.repository';

/**
 * The signed token of a reminder mail's unsubscribe link: `<payload>.<signature>`, base64url, where
 * the payload is `{ uid, exp }` (epoch seconds) and the signature its HMAC-SHA256. Nothing is stored
 * per token: one click works without a sign-in, a changed byte or a passed `exp` does not.
 */
export const UNSUBSCRIBE_TOKEN_DAYS = 90;

export type TokenCheck = { ok: true; uid: string } | { ok: false; reason: 'invalid' | 'expired' };

const signature = (payload: string, key: Buffer): Buffer => createHmac('sha256', key).update(payload).digest();

export const signUnsubscribeToken = (uid: string, key: Buffer, now: Date = new Date()): string => {
  const exp = Math.floor(now.getTime() / 1000) + UNSUBSCRIBE_TOKEN_DAYS * 24 * 60 * 60;
  const payload = Buffer.from(JSON.stringify({ uid, exp })).toString('base64url');
  return `${payload}.${signature(payload, key).toString('base64url')}`;
};

export const verifyUnsubscribeToken = (token: string, key: Buffer, now: Date = new Date()): TokenCheck => {
  const [payload, signed, extra] = token.split('.');
  if (!payload || !signed || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expected = signature(payload, key);
  const given = Buffer.from(signed, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (typeof claims !== 'object' || claims === null || !('uid' in claims) || !('exp' in claims)) return { ok: false, reason: 'invalid' };
  const { uid, exp } = claims;
  if (typeof uid !== 'string' || uid === '' || typeof exp !== 'number') return { ok: false, reason: 'invalid' };
  return exp * 1000 <= now.getTime() ? { ok: false, reason: 'expired' } : { ok: true, uid };
};

const keys = new Map<string, Buffer>();

/**
 * The HMAC key of one kind of unsubscribe link ('reminders-unsubscribe', 'job-alerts-unsubscribe'),
 * kept in the auth table and made on first use: the first writer wins, every other reads what it
 * wrote. A key per kind: one kind's link never verifies as another's. Kept in memory for the container's life.
 */
export const signingKeyFor = async (purpose: string): Promise<Buffer> => {
  const cached = keys.get(purpose);
  if (cached) return cached;
  let key = await readSigningKey(purpose);
  if (key === undefined) {
    await storeSigningKeyIfNone(purpose, randomBytes(32).toString('base64'));
    key = await readSigningKey(purpose);
  }
  if (key === undefined) throw new Error(`No ${purpose} signing key`);
  const bytes = Buffer.from(key, 'base64');
  keys.set(purpose, bytes);
  return bytes;
};

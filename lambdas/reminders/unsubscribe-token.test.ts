import { randomBytes } from 'node:crypto';
import { signUnsubscribeToken, UNSUBSCRIBE_TOKEN_DAYS, verifyUnsubscribeToken } from './unsubscribe-token';

const key = randomBytes(32);
const now = new Date('2026-10-01T12:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

describe('the unsubscribe token', () => {
  it('names its user while valid', () => {
    const token = signUnsubscribeToken('user-1', key, now);
    expect(verifyUnsubscribeToken(token, key, now)).toEqual({ ok: true, uid: 'user-1' });
    expect(verifyUnsubscribeToken(token, key, new Date(now.getTime() + (UNSUBSCRIBE_TOKEN_DAYS * DAY_MS - 1000)))).toEqual({ ok: true, uid: 'user-1' });
  });

  it('is expired UNSUBSCRIBE_TOKEN_DAYS days after it was signed', () => {
    const token = signUnsubscribeToken('user-1', key, now);
    expect(verifyUnsubscribeToken(token, key, new Date(now.getTime() + UNSUBSCRIBE_TOKEN_DAYS * DAY_MS))).toEqual({ ok: false, reason: 'expired' });
  });

  it('is invalid when its payload names another user (tampered)', () => {
    const [, signature] = signUnsubscribeToken('user-1', key, now).split('.');
    const forged = Buffer.from(JSON.stringify({ uid: 'user-2', exp: Math.floor(now.getTime() / 1000) + 3600 })).toString('base64url');
    expect(verifyUnsubscribeToken(`${forged}.${signature}`, key, now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('is invalid with a changed signature, another key, or a wrong shape', () => {
    const token = signUnsubscribeToken('user-1', key, now);
    const flipped = `${token.slice(0, -2)}${token.endsWith('AA') ? 'AB' : 'AA'}`;
    expect(verifyUnsubscribeToken(flipped, key, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyUnsubscribeToken(token, randomBytes(32), now)).toEqual({ ok: false, reason: 'invalid' });
    for (const bad of ['', 'abc', `${token}.x`, '.', 'a.b']) expect(verifyUnsubscribeToken(bad, key, now)).toEqual({ ok: false, reason: 'invalid' });
  });
});

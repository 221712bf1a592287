import { takeLinkToken } from './link-token';

describe('takeLinkToken (the token of an activation or reset link)', () => {
  it('reads it from the fragment and drops it from the address bar', () => {
    window.history.replaceState(null, '', '/activate/u1#token=abc_DEF-123');
    expect(takeLinkToken(window.location)).toBe('abc_DEF-123');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/activate/u1');
  });

  it('still accepts ?token= of the links already sent, and drops it too', () => {
    window.history.replaceState(null, '', '/set-new-password/u1?token=old&x=1');
    expect(takeLinkToken(window.location)).toBe('old');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/set-new-password/u1?x=1');
  });

  it('answers an empty token when the link has none', () => {
    window.history.replaceState(null, '', '/activate/u1');
    expect(takeLinkToken(window.location)).toBe('');
  });
});

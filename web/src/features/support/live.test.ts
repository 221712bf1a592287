import { ticketQueryKey, ticketsQueryKey } from './api/query-keys';
import { isSupportQueryOf } from './live';

describe('isSupportQueryOf (a pushed support change)', () => {
  const pushed = isSupportQueryOf('K7M2Q9XA');

  test("re-reads the user's support list and the pushed item's page", () => {
    expect(pushed({ queryKey: ticketsQueryKey('user-1') })).toBe(true);
    expect(pushed({ queryKey: ticketQueryKey('user-1', 'K7M2Q9XA') })).toBe(true);
  });

  test("leaves another ticket's page and every other query alone", () => {
    expect(pushed({ queryKey: ticketQueryKey('user-1', 'OTRO2345') })).toBe(false);
    expect(pushed({ queryKey: ['me'] })).toBe(false);
    expect(pushed({ queryKey: ['admin', 'support', 'item', 'user-1', 'K7M2Q9XA'] })).toBe(false);
  });
});

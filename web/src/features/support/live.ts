import { ticketQueryKey, ticketsQueryKey } from './api/query-keys';

/**
 * The support feature's public entry for the live push: `{ type: 'support', itemId }` (shared/live.ts)
 * makes the user's support list and that item's page read again, whatever the uid in their keys.
 */
export const isSupportQueryOf =
  (itemId: string) =>
  (query: { queryKey: readonly unknown[] }): boolean => {
    const [scope, , id] = query.queryKey;
    const listLength = ticketsQueryKey('').length;
    return scope === ticketQueryKey('', '')[0] && (query.queryKey.length === listLength || id === itemId);
  };

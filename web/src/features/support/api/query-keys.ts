/**
 * The support queries' keys, apart from their fetchers, so that the live push (`../live.ts`), loaded on
 * every signed-in page, matches them without bringing the support routes and their schemas along.
 */
export const ticketsQueryKey = (uid: string) => ['support-tickets', uid] as const;

export const ticketQueryKey = (uid: string, ticketId: string) => ['support-tickets', uid, ticketId] as const;

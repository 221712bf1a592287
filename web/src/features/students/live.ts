import { applicantsScope, myApplicationsQueryKey } from './api/query-keys';

/**
 * The students feature's public entry for the live push: `{ type: 'application', offerId }`
 * (shared/live.ts) makes the student's applications, the company's applicants of that offer and its panel's summary read again.
 */
export const isApplicationQueryOf =
  (offerId: string) =>
  (query: { queryKey: readonly unknown[] }): boolean => {
    const [scope, id] = query.queryKey;
    return scope === myApplicationsQueryKey[0] || (scope === applicantsScope && (id === offerId || id === 'summary'));
  };

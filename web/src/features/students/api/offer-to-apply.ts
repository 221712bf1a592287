import { getInternshipRoute } from '@shared/contracts/internships/get-internship';
import type { PublicOffer } from '@shared/internships';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/internships/{offerId}`: the offer the student is applying to (public; under the offers' scope, so a pushed offer change re-reads it). */
export const useOfferToApply = (offerId: string) =>
  useQuery(queryOptions({ queryKey: ['offers', 'public', offerId] as const, queryFn: ({ signal }): Promise<PublicOffer> => apiRequest(getInternshipRoute, { params: { offerId }, signal }), retry: false }));

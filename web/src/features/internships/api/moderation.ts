import { listAdminOffersRoute, type AdminOfferSearch } from '@shared/contracts/internships/get-offers';
import { getReportedInternshipRoute } from '@shared/contracts/internships/get-reported-offer';
import { moderateInternshipRoute } from '@shared/contracts/internships/patch-offer';
import type { AdminOfferList, Offer, ReportedOfferDetail } from '@shared/internships';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The admins' moderation of offers: every offer by its filters, an offer's reports, hide (with a reason) and restore. */
export const adminOffersQueryKey = ['offers', 'admin'] as const;

export type AdminOfferFilters = Omit<AdminOfferSearch, 'cursor'>;

export const adminOffersQueryOptions = (filters: AdminOfferFilters) =>
  infiniteQueryOptions({
    queryKey: [...adminOffersQueryKey, filters] as const,
    queryFn: ({ pageParam, signal }): Promise<AdminOfferList> => apiRequest(listAdminOffersRoute, { query: { ...filters, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** The list, page by page ("Cargar más"); while new filters load, the last results stay. */
export const useAdminOffers = (filters: AdminOfferFilters) => useInfiniteQuery({ ...adminOffersQueryOptions(filters), placeholderData: keepPreviousData });

export const useOfferReports = (offerId: string, enabled: boolean) =>
  useQuery({ queryKey: ['offers', 'reports', offerId], queryFn: (): Promise<ReportedOfferDetail> => apiRequest(getReportedInternshipRoute, { params: { offerId } }), enabled });

export type ModerationDecision = { action: 'hide'; reason: string } | { action: 'restore' };

export const useModerateOffer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    // One call per kind of decision: the body's type is one of the route's two shapes.
    mutationFn: ({ offerId, decision }: { offerId: string; decision: ModerationDecision }): Promise<Offer> =>
      decision.action === 'hide'
        ? apiRequest(moderateInternshipRoute, { params: { offerId }, body: decision })
        : apiRequest(moderateInternshipRoute, { params: { offerId }, body: decision }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminOffersQueryKey }),
  });
};

import { listReportedInternshipsRoute } from '@shared/contracts/offer-moderation/get-reported';
import { getReportedInternshipRoute } from '@shared/contracts/offer-moderation/get-reported-offer';
import { moderateInternshipRoute } from '@shared/contracts/offer-moderation/patch-offer';
import type { Offer, ReportedOfferDetail, ReportedOfferList } from '@shared/internships';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The admins' moderation of offers: the reported ones, each offer's reports, hide and restore. */
export const reportedOffersQueryKey = ['offers', 'reported'] as const;

export const useReportedOffers = () => useQuery({ queryKey: reportedOffersQueryKey, queryFn: (): Promise<ReportedOfferList> => apiRequest(listReportedInternshipsRoute) });

export const useOfferReports = (offerId: string, enabled: boolean) =>
  useQuery({ queryKey: ['offers', 'reported', offerId], queryFn: (): Promise<ReportedOfferDetail> => apiRequest(getReportedInternshipRoute, { params: { offerId } }), enabled });

export const useModerateOffer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, action }: { offerId: string; action: 'hide' | 'restore' }): Promise<Offer> => apiRequest(moderateInternshipRoute, { params: { offerId }, body: { action } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportedOffersQueryKey }),
  });
};

import type { OfferFields } from '@shared/contracts/company-offers/offer-fields';
import { listCompanyOffersRoute } from '@shared/contracts/company-offers/get-offers';
import { getCompanyOfferRoute } from '@shared/contracts/company-offers/get-offer';
import { createCompanyOfferRoute } from '@shared/contracts/company-offers/post-offer';
import { updateCompanyOfferRoute } from '@shared/contracts/company-offers/put-offer';
import { changeCompanyOfferStatusRoute } from '@shared/contracts/company-offers/post-offer-status';
import type { CompanyOfferList, Offer, OfferAction } from '@shared/internships';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * A company's own offers: `GET/POST /api/company/offers`, `GET/PUT /api/company/offers/{offerId}`,
 * `POST …/status`. Every offer query's key starts with `offers`, which the live push refreshes.
 */
export const companyOffersQueryKey = ['offers', 'company'] as const;
export const companyOfferQueryKey = (offerId: string) => ['offers', 'company', offerId] as const;

export const companyOffersQueryOptions = () => queryOptions({ queryKey: companyOffersQueryKey, queryFn: (): Promise<CompanyOfferList> => apiRequest(listCompanyOffersRoute) });
export const useCompanyOffers = () => useQuery(companyOffersQueryOptions());

export const useCompanyOffer = (offerId: string) =>
  useQuery({ queryKey: companyOfferQueryKey(offerId), queryFn: (): Promise<Offer> => apiRequest(getCompanyOfferRoute, { params: { offerId } }) });

const useRefreshOffers = () => {
  const queryClient = useQueryClient();
  return (offer: Offer) => {
    queryClient.setQueryData(companyOfferQueryKey(offer.offerId), offer);
    return queryClient.invalidateQueries({ queryKey: companyOffersQueryKey, exact: true });
  };
};

export const useCreateOffer = () => {
  const refresh = useRefreshOffers();
  return useMutation({ mutationFn: (body: { offer: OfferFields; publish: boolean }): Promise<Offer> => apiRequest(createCompanyOfferRoute, { body }), onSuccess: refresh });
};

export const useUpdateOffer = (offerId: string) => {
  const refresh = useRefreshOffers();
  return useMutation({ mutationFn: (offer: OfferFields): Promise<Offer> => apiRequest(updateCompanyOfferRoute, { params: { offerId }, body: { offer } }), onSuccess: refresh });
};

export const useOfferAction = () => {
  const refresh = useRefreshOffers();
  return useMutation({
    mutationFn: ({ offerId, action }: { offerId: string; action: OfferAction }): Promise<Offer> => apiRequest(changeCompanyOfferStatusRoute, { params: { offerId }, body: { action } }),
    onSuccess: refresh,
  });
};

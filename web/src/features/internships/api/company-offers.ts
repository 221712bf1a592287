import type { CompanyOfferList, Offer, OfferAction, OfferFields } from '@shared/internships';
import { routes } from '@shared/routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * A company's own offers: `GET/POST /api/company/offers`, `GET/PUT /api/company/offers/{offerId}`,
 * `POST …/status`. Every offer query's key starts with `offers`, which the live push refreshes.
 */
export const companyOffersQueryKey = ['offers', 'company'] as const;
export const companyOfferQueryKey = (offerId: string) => ['offers', 'company', offerId] as const;

export const companyOffersQueryOptions = () => queryOptions({ queryKey: companyOffersQueryKey, queryFn: (): Promise<CompanyOfferList> => apiRequest(routes.listCompanyOffers) });
export const useCompanyOffers = () => useQuery(companyOffersQueryOptions());

export const useCompanyOffer = (offerId: string) =>
  useQuery({ queryKey: companyOfferQueryKey(offerId), queryFn: (): Promise<Offer> => apiRequest(routes.getCompanyOffer, { params: { offerId } }) });

const useRefreshOffers = () => {
  const queryClient = useQueryClient();
  return (offer: Offer) => {
    queryClient.setQueryData(companyOfferQueryKey(offer.offerId), offer);
    return queryClient.invalidateQueries({ queryKey: companyOffersQueryKey, exact: true });
  };
};

export const useCreateOffer = () => {
  const refresh = useRefreshOffers();
  return useMutation({ mutationFn: (body: { offer: OfferFields; publish: boolean }): Promise<Offer> => apiRequest(routes.createCompanyOffer, { body }), onSuccess: refresh });
};

export const useUpdateOffer = (offerId: string) => {
  const refresh = useRefreshOffers();
  return useMutation({ mutationFn: (offer: OfferFields): Promise<Offer> => apiRequest(routes.updateCompanyOffer, { params: { offerId }, body: { offer } }), onSuccess: refresh });
};

export const useOfferAction = () => {
  const refresh = useRefreshOffers();
  return useMutation({
    mutationFn: ({ offerId, action }: { offerId: string; action: OfferAction }): Promise<Offer> => apiRequest(routes.changeCompanyOfferStatus, { params: { offerId }, body: { action } }),
    onSuccess: refresh,
  });
};

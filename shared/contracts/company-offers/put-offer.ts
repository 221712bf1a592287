import * as z from 'zod/mini';
import type { Offer } from '../../internships';
import { offerFieldsSchema } from './offer-fields';
import { answer, type RouteDefinition } from '../../route-contract';
import { updateCompanyOfferEndpoint } from './put-offer.endpoint';

/** PUT /api/company/offers/{offerId}: every field again. */
export const updateOfferBodySchema = z.strictObject({ offer: offerFieldsSchema });

export const updateCompanyOfferRoute = {
  ...updateCompanyOfferEndpoint,
  handler: 'http/company-offers/put-offer',
  body: updateOfferBodySchema,
  response: answer<Offer>(),
} as const satisfies RouteDefinition;

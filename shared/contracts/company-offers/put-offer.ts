import * as z from 'zod/mini';
import type { Offer } from '../../internships';
import { offerFieldsSchema } from './offer-fields';
import { answer, type RouteDefinition } from '../../route-contract';

/** PUT /api/company/offers/{offerId}: every field again. */
export const updateOfferBodySchema = z.strictObject({ offer: offerFieldsSchema });

export const updateCompanyOfferRoute = {
  method: 'PUT', path: '/api/company/offers/{offerId}', auth: 'enterprise',
  handler: 'http/company-offers/put-offer',
  body: updateOfferBodySchema,
  response: answer<Offer>(),
} as const satisfies RouteDefinition;

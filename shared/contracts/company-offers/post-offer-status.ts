import * as z from 'zod/mini';
import { type Offer, offerActions } from '../../internships';
import { messages as m } from '../../messages';
import { answer, type RouteDefinition } from '../../route-contract';

/** POST /api/company/offers/{offerId}/status */
export const offerActionBodySchema = z.strictObject({ action: z.enum(offerActions, { error: m['offer/action-invalid'] }) });

export const changeCompanyOfferStatusRoute = {
  method: 'POST', path: '/api/company/offers/{offerId}/status', auth: 'enterprise',
  handler: 'http/company-offers/post-offer-status',
  body: offerActionBodySchema,
  response: answer<Offer>(),
} as const satisfies RouteDefinition;

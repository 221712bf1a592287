import * as z from 'zod/mini';
import { type Offer, offerActions } from '../../internships';
import { messages as m } from '../../messages';
import { answer, type RouteDefinition } from '../../route-contract';
import { changeCompanyOfferStatusEndpoint } from './post-offer-status.endpoint';

/** POST /api/company/offers/{offerId}/status */
export const offerActionBodySchema = z.strictObject({ action: z.enum(offerActions, { error: m['offer/action-invalid'] }) });

export const changeCompanyOfferStatusRoute = {
  ...changeCompanyOfferStatusEndpoint,
  handler: 'http/company-offers/post-offer-status',
  body: offerActionBodySchema,
  response: answer<Offer>(),
} as const satisfies RouteDefinition;

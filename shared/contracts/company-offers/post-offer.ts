import * as z from 'zod/mini';
import type { Offer } from '../../internships';
import { offerFieldsSchema } from './offer-fields';
import { answer, type RouteDefinition } from '../../route-contract';

/** POST /api/company/offers: the fields, and whether to publish at once or keep a draft. */
export const createOfferBodySchema = z.strictObject({ offer: offerFieldsSchema, publish: z.boolean() });

export const createCompanyOfferRoute = {
  method: 'POST', path: '/api/company/offers', auth: 'enterprise',
  handler: 'http/company-offers/post-offer',
  body: createOfferBodySchema,
  response: answer<Offer>(),
} as const satisfies RouteDefinition;

import * as z from 'zod/mini';
import type { Offer } from '../../internships';
import { messages as m } from '../../messages';
import { answer, type RouteDefinition } from '../../route-contract';

/** PATCH /api/admin/internships/{offerId}: hide an offer, or bring a hidden one back (as pausada). */
export const moderateOfferBodySchema = z.strictObject({ action: z.enum(['hide', 'restore'], { error: m['offer/action-invalid'] }) });

export const moderateInternshipRoute = {
  method: 'PATCH', path: '/api/admin/internships/{offerId}', auth: 'admin',
  handler: 'http/offer-moderation/patch-offer',
  body: moderateOfferBodySchema,
  response: answer<Offer>(),
} as const satisfies RouteDefinition;

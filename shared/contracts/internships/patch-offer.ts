import * as z from 'zod/mini';
import type { Offer } from '../../internships';
import { messages as m } from '../../messages';
import { answer, type RouteDefinition } from '../../route-contract';

/**
 * PATCH /api/admin/internships/{offerId}: hide an offer, with the reason its company is mailed; or
 * bring a hidden one back (as pausada).
 */
export const moderateOfferBodySchema = z.discriminatedUnion(
  'action',
  [
    z.strictObject({
      action: z.literal('hide'),
      reason: z.string({ error: m['offer/moderation-reason-required'] }).check(z.trim(), z.minLength(1, m['offer/moderation-reason-required']), z.maxLength(1000, m['offer/moderation-reason-too-long'])),
    }),
    z.strictObject({ action: z.literal('restore') }),
  ],
  { error: m['offer/action-invalid'] },
);

export const moderateInternshipRoute = {
  method: 'PATCH', path: '/api/admin/internships/{offerId}', auth: 'admin',
  handler: 'http/internships/patch-offer',
  body: moderateOfferBodySchema,
  response: answer<Offer>(),
} as const satisfies RouteDefinition;

import * as z from 'zod/mini';
import { chileanRegions, internshipAreas, OFFER_SEARCH_MAX, type OfferListing, offerModalities } from '../../internships';
import { messages as m } from '../../messages';
import { answer, type RouteDefinition } from '../../route-contract';

/** GET /api/internships: search words and filters, and the cursor of the next page. */
export const offerSearchQuerySchema = z.strictObject({
  q: z.optional(z.string().check(z.trim(), z.maxLength(OFFER_SEARCH_MAX, m['offer/search-too-long']))),
  area: z.optional(z.enum(internshipAreas, { error: m['invalid-value'] })),
  region: z.optional(z.enum(chileanRegions, { error: m['invalid-value'] })),
  modality: z.optional(z.enum(offerModalities, { error: m['invalid-value'] })),
  /** `si`: with a stipend only; `no`: unpaid only. */
  paid: z.optional(z.enum(['si', 'no'], { error: m['invalid-value'] })),
  cursor: z.optional(z.string().check(z.maxLength(1000))),
});

export type OfferSearch = z.output<typeof offerSearchQuerySchema>;

export const searchInternshipsRoute = { method: 'GET', path: '/api/internships', auth: 'public', handler: 'http/internships/get-internships', query: offerSearchQuerySchema, response: answer<OfferListing>() } as const satisfies RouteDefinition;

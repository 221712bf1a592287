import * as z from 'zod/mini';
import { offerStatuses, type AdminOfferList } from '../../internships';
import { messages as m } from '../../messages';
import { answer, type RouteDefinition } from '../../route-contract';

/** GET /api/admin/internships: every offer, newest first, or the reported ones by their last report; by state, company and words. */
export const adminOfferSearchSchema = z.strictObject({
  status: z.optional(z.enum(offerStatuses, { error: m['invalid-value'] })),
  /** `si`: only offers users reported, the most recently reported first. */
  reported: z.optional(z.enum(['si'], { error: m['invalid-value'] })),
  /** Words of the company's razón social. */
  company: z.optional(z.string().check(z.trim(), z.maxLength(120, m['offer/search-too-long']))),
  /** Words of the title, career or description. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, m['offer/search-too-long']))),
  cursor: z.optional(z.string().check(z.regex(/^[\w-]{1,2048}$/, m['cursor-invalid']))),
});
export type AdminOfferSearch = z.output<typeof adminOfferSearchSchema>;

export const listAdminOffersRoute = {
  method: 'GET',
  path: '/api/admin/internships',
  auth: 'admin',
  handler: 'http/internships/get-offers',
  query: adminOfferSearchSchema,
  response: answer<AdminOfferList>(),
} as const satisfies RouteDefinition;

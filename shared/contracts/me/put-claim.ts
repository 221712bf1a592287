import * as z from 'zod/mini';
import { parseIsoDate } from '../../age';
import { claimStatuses, type BenefitClaim } from '../../claims';
import { messages } from '../../messages';
import { answer, type RouteDefinition } from '../../route-contract';

const isoDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, messages['claims/bad-date']), z.refine((value) => parseIsoDate(value) !== undefined, messages['claims/bad-date']));

/**
 * PUT /api/me/claims/{key}: the claim as it is now. `applied` with the day they applied; `approved` with the
 * day they were told and, if they want, the money received so far; `rejected` with the day. `remind`: turn
 * benefit reminders on, so that "¿Te lo aprobaron?" comes by mail.
 */
export const claimBodySchema = z
  .strictObject({
    status: z.enum(claimStatuses, { error: messages['claims/bad-status'] }),
    appliedOn: isoDay,
    decidedOn: z.optional(isoDay),
    amountReceived: z.optional(z.number().check(z.int(messages['claims/bad-amount']), z.gte(0, messages['claims/bad-amount']), z.lte(1_000_000_000, messages['claims/bad-amount']))),
    remind: z.optional(z.boolean()),
  })
  .check(
    z.refine((body) => body.status === 'applied' || body.decidedOn !== undefined, { message: messages['claims/decided-on-required'], path: ['decidedOn'] }),
    z.refine((body) => body.decidedOn === undefined || body.decidedOn >= body.appliedOn, { message: messages['claims/decided-before-applied'], path: ['decidedOn'] }),
    z.refine((body) => body.amountReceived === undefined || body.status === 'approved', { message: messages['claims/amount-only-approved'], path: ['amountReceived'] }),
  );
export type ClaimBody = z.output<typeof claimBodySchema>;

/**
 * PUT /api/me/claims/{key}: "Ya postulé" on a benefit of the caller's household (`key`: `pgu`, `pgu:maria`),
 * or what came of it (approved, with the money received so far; rejected). The claim as it is now, whole:
 * sending it again changes nothing.
 */
export const saveMyClaimRoute = {
  method: 'PUT',
  path: '/api/me/claims/{key}',
  auth: 'client',
  handler: 'http/me/put-claim',
  body: claimBodySchema,
  response: answer<BenefitClaim>(),
} as const satisfies RouteDefinition;

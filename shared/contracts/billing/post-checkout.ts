import * as z from 'zod/mini';
import { plans } from '../../admin';
import type { CheckoutStarted } from '../../billing';
import { messages } from '../../messages';
import { answer, type RouteDefinition } from '../../route-contract';

/** The plan page's contract: choose a plan, pay through Transbank, receipts, card change, cancel. */

/** POST /api/billing/checkout: inscribe a card (Transbank's page) to subscribe to a plan, or to change the card. */
export const checkoutBodySchema = z
  .strictObject({ purpose: z.enum(['subscribe', 'change-card']), plan: z.optional(z.enum(plans)) })
  .check(z.refine((body) => (body.purpose === 'subscribe') === (body.plan !== undefined), { message: messages['billing/plan-required'], path: ['plan'] }));

export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

export const startCheckoutRoute = { method: 'POST', path: '/api/billing/checkout', auth: 'user', handler: 'http/billing/post-checkout', body: checkoutBodySchema, response: answer<CheckoutStarted>() } as const satisfies RouteDefinition;

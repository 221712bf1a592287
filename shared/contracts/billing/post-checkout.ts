import * as z from 'zod/mini';
import { plans } from '../../admin';
import type { CheckoutStarted } from '../../billing';
import { messages } from '../../messages';
import { answer, type RouteDefinition } from '../../route-contract';
import { startCheckoutEndpoint } from './post-checkout.endpoint';

/** The plan page's contract: choose a plan, pay through Transbank, receipts, card change, cancel. */

/** POST /api/billing/checkout: inscribe a card (Transbank's page) to subscribe to a plan, or to change the card. */
export const checkoutBodySchema = z
  .strictObject({ purpose: z.enum(['subscribe', 'change-card']), plan: z.optional(z.enum(plans)) })
  .check(z.refine((body) => (body.purpose === 'subscribe') === (body.plan !== undefined), { message: messages['billing/plan-required'], path: ['plan'] }));

export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

export const startCheckoutRoute = { ...startCheckoutEndpoint, handler: 'http/billing/post-checkout', body: checkoutBodySchema, response: answer<CheckoutStarted>() } as const satisfies RouteDefinition;

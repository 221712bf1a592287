import * as z from 'zod/mini';
import { planSchema, type Payment, type Subscription } from './admin';
import { messages } from './messages';
import type { PlanOffer } from './plans';
import { pure } from './pure';

/**
 * How long a call to Transbank may take (transbank-sdk's `Options.timeout`), and the timeout of the
 * functions that call it: the return makes two calls in series (finish, then the first charge),
 * and API Gateway waits 30 seconds at most, so each call gets 10 and the function 25.
 */
export const TRANSBANK_CALL_TIMEOUT_MS = 10_000;
export const PAYMENTS_FUNCTION_TIMEOUT_SECONDS = 25;

/** The plan page's contract: choose a plan, pay through Transbank, receipts, card change, cancel. */

/** POST /api/billing/checkout: inscribe a card (Transbank's page) to subscribe to a plan, or to change the card. */
export const checkoutBodySchema = /* @__PURE__ */ pure(() =>
  z
    .strictObject({ purpose: z.enum(['subscribe', 'change-card']), plan: z.optional(planSchema) })
    .check(z.refine((body) => (body.purpose === 'subscribe') === (body.plan !== undefined), { message: messages['billing/plan-required'], path: ['plan'] })),
);
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

/** Where the browser goes next: it POSTs `TBK_TOKEN` = token to url (Transbank's inscription page). */
export interface CheckoutStarted {
  url: string;
  token: string;
}

/** GET /api/billing/plan: the catalogue, the caller's subscription and receipts (newest first). */
export interface MyPlan {
  plans: readonly PlanOffer[];
  subscription: Subscription | null;
  payments: Payment[];
  /** A first charge Transbank has not confirmed yet ("pago en verificación"): no second payment meanwhile. */
  pendingPayment: PendingPayment | null;
}

export interface PendingPayment {
  plan: Payment['plan'];
  amountClp: number;
  /** ISO timestamp of the attempt. */
  at: string;
}

/** What `/profile/plan?resultado=` says after Transbank sends the browser back. */
export const checkoutResults = ['suscrito', 'tarjeta-cambiada', 'tarjeta-rechazada', 'pago-rechazado', 'pago-pendiente', 'cancelado', 'no-disponible', 'tiempo-agotado', 'error-transbank'] as const;
export type CheckoutResult = (typeof checkoutResults)[number];

export const checkoutResultMessages: Record<CheckoutResult, { status: 'success' | 'error' | 'info'; text: string }> = {
  suscrito: { status: 'success', text: '¡Listo! Tu suscripción está activa. Te enviamos el comprobante por correo.' },
  'tarjeta-cambiada': { status: 'success', text: 'Tu nueva tarjeta quedó registrada para los próximos cobros.' },
  'tarjeta-rechazada': { status: 'error', text: 'Transbank no aceptó la tarjeta. Intenta con otra tarjeta.' },
  'pago-rechazado': { status: 'error', text: 'El pago fue rechazado. No se hizo ningún cobro; intenta con otra tarjeta.' },
  'pago-pendiente': { status: 'info', text: 'Tu pago está en verificación: Transbank aún no lo confirma. Te avisaremos por correo; no vuelvas a pagar.' },
  cancelado: { status: 'info', text: 'Cancelaste la inscripción de la tarjeta. No se hizo ningún cobro.' },
  'no-disponible': { status: 'error', text: 'Esta inscripción ya no está disponible. Intenta nuevamente.' },
  'tiempo-agotado': { status: 'info', text: 'La inscripción de la tarjeta no se completó a tiempo. No se hizo ningún cobro; intenta nuevamente.' },
  'error-transbank': { status: 'error', text: 'No pudimos confirmar la tarjeta con Transbank. No se hizo ningún cobro; intenta nuevamente en unos minutos.' },
};

/** POST /api/admin/users/{uid}/payments/{paymentId}/refund: the whole amount of a paid charge. */
export interface PaymentRefunded {
  payment: Payment;
}

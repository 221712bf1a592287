import { planMonths, type Payment, type Plan, type Subscription } from './admin';
import { parseIsoDate, toIsoDate, type CalendarDate } from './age';
import { formatCalendarDate, formatDateTime } from './format/date';
import { formatClp } from './format/money';
import { businessIdentity, planCatalogue, type PlanOffer } from './plans';

/**
 * How long a call to Transbank may take (transbank-sdk's `Options.timeout`), and the timeout of the
 * functions that call it: the return makes two calls in series (finish, then the first charge),
 * and API Gateway waits 30 seconds at most, so each call gets 10 and the function 25.
 */
export const TRANSBANK_CALL_TIMEOUT_MS = 10_000;
export const PAYMENTS_FUNCTION_TIMEOUT_SECONDS = 25;

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
export const checkoutResults = ['suscrito', 'tarjeta-cambiada', 'tarjeta-cambiada-pagado', 'tarjeta-cambiada-rechazado', 'tarjeta-rechazada', 'pago-rechazado', 'pago-pendiente', 'cancelado', 'no-disponible', 'tiempo-agotado', 'error-transbank'] as const;
export type CheckoutResult = (typeof checkoutResults)[number];

export const checkoutResultMessages: Record<CheckoutResult, { status: 'success' | 'error' | 'info'; text: string }> = {
  suscrito: { status: 'success', text: '¡Listo! Tu suscripción está activa. Te enviamos el comprobante por correo.' },
  'tarjeta-cambiada': { status: 'success', text: 'Tu nueva tarjeta quedó registrada para los próximos cobros.' },
  'tarjeta-cambiada-pagado': { status: 'success', text: 'Tu nueva tarjeta quedó registrada y con ella pagamos tu plan pendiente. Te enviamos el comprobante por correo.' },
  'tarjeta-cambiada-rechazado': { status: 'error', text: 'Tu nueva tarjeta quedó registrada, pero el cobro de tu plan pendiente fue rechazado. Intenta con otra tarjeta.' },
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

// ---------------------------------------------------------------- the billing calendar

/** Renewals are charged on the first days of the month in which the period ends (Chile's calendar). */
export const BILLING_WINDOW_LAST_DAY = 5;

/** `YYYY-MM-DD` plus whole months; the 31st becomes the month's last day when the month is shorter. */
export const addMonths = (isoDate: string, months: number): string => {
  const date = parseIsoDate(isoDate);
  if (!date) throw new Error(`Not an ISO date: ${isoDate}`);
  const monthIndex = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return toIsoDate({ year, month, day: Math.min(date.day, lastDay) });
};

export const periodEndFor = (plan: Plan, start: string): string => addMonths(start, planMonths[plan]);

/** The days (`YYYY-MM-DD`, both inclusive) on which the renewal of a period ending on `periodEnd` is charged. */
export const renewalWindowOf = (periodEnd: string): { from: string; to: string } => ({
  from: `${periodEnd.slice(0, 7)}-01`,
  to: `${periodEnd.slice(0, 7)}-${String(BILLING_WINDOW_LAST_DAY).padStart(2, '0')}`,
});

/** What subscribing today means: the first period (paid today) and when the first renewal is charged. */
export interface FirstPeriod {
  start: string;
  end: string;
  renewal: { from: string; to: string };
}

export const firstPeriodOf = (plan: Plan, today: CalendarDate): FirstPeriod => {
  const start = toIsoDate(today);
  const end = periodEndFor(plan, start);
  return { start, end, renewal: renewalWindowOf(end) };
};

// ---------------------------------------------------------------- receipts

/** IVA, Chile's value-added tax: prices are quoted with it. */
export const IVA_RATE = 0.19;

/** A price with IVA split into its net amount and its IVA, in whole pesos (the net rounded, the IVA what remains). */
export const splitIva = (totalClp: number): { netClp: number; ivaClp: number } => {
  const netClp = Math.round(totalClp / (1 + IVA_RATE));
  return { netClp, ivaClp: totalClp - netClp };
};

/** Transbank's payment type codes, as a receipt names them. */
const paymentTypeNames: Record<string, string> = {
  VD: 'Débito',
  VN: 'Crédito',
  VC: 'Crédito en cuotas',
  SI: 'Crédito, 3 cuotas sin interés',
  S2: 'Crédito, 2 cuotas sin interés',
  NC: 'Crédito, cuotas sin interés',
  VP: 'Prepago',
};

/** Everything a receipt shows, from a paid payment and the business's identity. */
export interface Receipt {
  issuer: { legalName: string; rut: string };
  paymentId: string;
  buyOrder: string;
  planName: string;
  /** ISO timestamp of the charge. */
  at: string;
  periodStart: string;
  periodEnd: string;
  totalClp: number;
  netClp: number;
  ivaClp: number;
  authorizationCode: string | undefined;
  card: string | undefined;
  paymentType: string | undefined;
  /** `Sin cuotas` or `3 cuotas`. */
  installments: string;
  refundedClp: number | undefined;
}

/** The receipt of a paid charge; a rejected charge has none. */
export const receiptOf = (payment: Payment): Receipt | undefined => {
  if (payment.status !== 'paid') return undefined;
  const installments = payment.installments ?? 0;
  return {
    issuer: { ...businessIdentity },
    paymentId: payment.id,
    buyOrder: payment.buyOrder ?? payment.id,
    planName: planCatalogue[payment.plan].name,
    at: payment.at,
    periodStart: payment.periodStart,
    periodEnd: payment.periodEnd,
    totalClp: payment.amountClp,
    ...splitIva(payment.amountClp),
    authorizationCode: payment.authorizationCode,
    card: payment.card ? `${payment.card.cardType} terminada en ${payment.card.last4}` : undefined,
    paymentType: payment.paymentTypeCode ? (paymentTypeNames[payment.paymentTypeCode] ?? payment.paymentTypeCode) : undefined,
    installments: installments > 1 ? `${installments} cuotas` : 'Sin cuotas',
    refundedClp: payment.refundedClp,
  };
};

/** Where a receipt is read: the signed-in page of one payment. */
export const receiptPath = (paymentId: string): string => `/profile/plan/comprobantes/${encodeURIComponent(paymentId)}`;

/** A receipt as label and value rows, in the order the page, its download and the mail show them. */
export const receiptRows = (receipt: Receipt): { label: string; value: string }[] => [
  { label: 'Emisor', value: receipt.issuer.legalName },
  { label: 'RUT del emisor', value: receipt.issuer.rut },
  { label: 'Fecha', value: formatDateTime(receipt.at) },
  { label: 'Plan', value: receipt.planName },
  { label: 'Período', value: `${formatCalendarDate(receipt.periodStart)} al ${formatCalendarDate(receipt.periodEnd)}` },
  { label: 'Monto neto', value: formatClp(receipt.netClp) },
  { label: 'IVA (19 %)', value: formatClp(receipt.ivaClp) },
  { label: 'Total', value: formatClp(receipt.totalClp) },
  ...(receipt.card ? [{ label: 'Tarjeta', value: receipt.card }] : []),
  ...(receipt.paymentType ? [{ label: 'Tipo de pago', value: receipt.paymentType }] : []),
  { label: 'Cuotas', value: receipt.installments },
  { label: 'Código de autorización', value: receipt.authorizationCode ?? '—' },
  { label: 'N.º de orden', value: receipt.buyOrder },
  ...(receipt.refundedClp ? [{ label: 'Reembolsado', value: formatClp(receipt.refundedClp) }] : []),
];

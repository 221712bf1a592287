import { planLabels, type Plan } from '../../shared/admin';
import { receiptPath, receiptRows, renewalWindowOf, type Receipt } from '../../shared/billing';
import { brand } from '../../shared/brand';
import { formatCalendarDate, formatDate } from '../../shared/format/date';
import { formatClp, planCatalogue } from '../../shared/plans';
import { render, type Mail } from './templates';

/**
 * The billing mails: a receipt for each paid charge, a notice for each failed one, the suspension,
 * the user's cancellation, a new card, a refund, and an annual plan's renewal notice. Dates DD-MM-AAAA.
 */

export interface ChargeFacts {
  firstName: string;
  plan: Plan;
  amountClp: number;
  /** ISO timestamp of the charge. */
  at: string;
  paymentId: string;
  siteUrl: string;
}

const chargeDetails = (facts: ChargeFacts) => [
  { label: 'Plan', value: planCatalogue[facts.plan].name },
  { label: 'Monto', value: `${formatClp(facts.amountClp)} (IVA incluido)` },
  { label: 'Fecha', value: formatDate(facts.at) },
  { label: 'N.º de orden', value: facts.paymentId },
];

/** The receipt: its rows as recorded (issuer, net and IVA, card, authorization) when the payment was read, and a link to it. */
export const paymentReceiptMail = (facts: ChargeFacts, receipt?: Receipt): Mail =>
  render({
    subject: `Comprobante de pago de tu plan ${planLabels[facts.plan]} en ${brand.name}`,
    heading: `¡Gracias, ${facts.firstName}! Recibimos tu pago`,
    paragraphs: ['Este es el comprobante del cobro de tu plan, hecho con la tarjeta que inscribiste en Transbank.'],
    details: receipt ? receiptRows(receipt) : chargeDetails(facts),
    action: { label: 'Ver mi comprobante', url: `${facts.siteUrl}${receiptPath(facts.paymentId)}` },
  });

export const paymentFailedMail = (facts: ChargeFacts): Mail =>
  render({
    subject: `No pudimos cobrar tu plan ${planLabels[facts.plan]} en ${brand.name}`,
    heading: `Hola, ${facts.firstName}: tu pago fue rechazado`,
    paragraphs: [
      'Transbank rechazó el cobro de tu plan. Volveremos a intentarlo en los primeros cinco días del mes.',
      'Si el pago sigue pendiente por cinco días, tu suscripción se suspenderá. Puedes cambiar tu tarjeta desde tu plan.',
    ],
    details: chargeDetails(facts),
    action: { label: 'Cambiar mi tarjeta', url: `${facts.siteUrl}/profile/plan` },
  });

export const subscriptionSuspendedMail = (facts: { firstName: string; plan: Plan; siteUrl: string }): Mail =>
  render({
    subject: `Tu plan ${planLabels[facts.plan]} en ${brand.name} fue suspendido`,
    heading: `Hola, ${facts.firstName}: suspendimos tu plan`,
    paragraphs: [
      'Tu pago estuvo pendiente por cinco días, así que suspendimos tu suscripción, como indican los términos y condiciones.',
      'Puedes volver a suscribirte cuando quieras desde tu plan.',
    ],
    action: { label: 'Volver a suscribirme', url: `${facts.siteUrl}/profile/plan` },
  });

export const cancellationMail = (facts: { firstName: string; plan: Plan; endsOn: string; siteUrl: string }): Mail =>
  render({
    subject: `Tu plan ${planLabels[facts.plan]} en ${brand.name} se cancela el ${formatCalendarDate(facts.endsOn)}`,
    heading: `Hola, ${facts.firstName}: cancelaste tu plan`,
    paragraphs: [
      `Tu ${planCatalogue[facts.plan].name} sigue vigente hasta el ${formatCalendarDate(facts.endsOn)}. Desde ese día no se volverá a cobrar a tu tarjeta.`,
      'Si cambias de opinión, puedes volver a suscribirte cuando quieras desde tu plan.',
    ],
    action: { label: 'Ver mi plan', url: `${facts.siteUrl}/profile/plan` },
  });

export const cardChangedMail = (facts: { firstName: string; plan: Plan; card: { cardType: string; last4: string } | undefined; at: string; siteUrl: string }): Mail =>
  render({
    subject: `Cambiaste la tarjeta de tu plan ${planLabels[facts.plan]} en ${brand.name}`,
    heading: `Hola, ${facts.firstName}: registramos tu nueva tarjeta`,
    paragraphs: [
      'Los próximos cobros de tu plan se harán a la tarjeta que inscribiste en Transbank. La tarjeta anterior ya no se usará.',
      'Si no fuiste tú, escríbenos respondiendo este correo.',
    ],
    details: [...(facts.card ? [{ label: 'Tarjeta', value: `${facts.card.cardType} terminada en ${facts.card.last4}` }] : []), { label: 'Fecha', value: formatDate(facts.at) }],
    action: { label: 'Ver mi plan', url: `${facts.siteUrl}/profile/plan` },
  });

export const refundMail = (facts: { firstName: string; amountClp: number; at: string; paymentId: string; plan: Plan | undefined; siteUrl: string }): Mail =>
  render({
    subject: `Te reembolsamos ${formatClp(facts.amountClp)} en ${brand.name}`,
    heading: `Hola, ${facts.firstName}: hicimos un reembolso`,
    paragraphs: ['Reembolsamos un pago de tu plan a la tarjeta con que lo pagaste. Según tu banco, puede tardar algunos días en verse en tu estado de cuenta.'],
    details: [
      ...(facts.plan ? [{ label: 'Plan', value: planCatalogue[facts.plan].name }] : []),
      { label: 'Monto reembolsado', value: formatClp(facts.amountClp) },
      { label: 'Fecha', value: formatDate(facts.at) },
      { label: 'N.º de orden', value: facts.paymentId },
    ],
    action: { label: 'Ver mis pagos', url: `${facts.siteUrl}/profile/plan` },
  });

export const renewalNoticeMail = (facts: { firstName: string; plan: Plan; amountClp: number; periodEnd: string; card: { cardType: string; last4: string } | undefined; siteUrl: string }): Mail => {
  const window = renewalWindowOf(facts.periodEnd);
  return render({
    subject: `Tu plan ${planLabels[facts.plan]} en ${brand.name} se renueva pronto`,
    heading: `Hola, ${facts.firstName}: tu plan se renueva en unos días`,
    paragraphs: [
      `Tu ${planCatalogue[facts.plan].name} se renueva automáticamente: cobraremos ${formatClp(facts.amountClp)} entre el ${formatCalendarDate(window.from)} y el ${formatCalendarDate(window.to)}${facts.card ? ` a tu ${facts.card.cardType} terminada en ${facts.card.last4}` : ''}.`,
      `Si no quieres renovarlo, cancélalo antes del ${formatCalendarDate(window.from)} desde tu plan: seguirá vigente hasta el ${formatCalendarDate(facts.periodEnd)} y no se volverá a cobrar.`,
    ],
    action: { label: 'Ver mi plan', url: `${facts.siteUrl}/profile/plan` },
  });
};

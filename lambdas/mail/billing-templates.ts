import { planLabels, type Plan } from '../../shared/admin';
import { brand } from '../../shared/brand';
import { formatClp, planCatalogue } from '../../shared/plans';
import { render, type Mail } from './templates';

/** The billing mails: a receipt for each paid charge, a notice for each failed one, the suspension. */

export interface ChargeFacts {
  firstName: string;
  plan: Plan;
  amountClp: number;
  /** ISO timestamp of the charge. */
  at: string;
  paymentId: string;
  siteUrl: string;
}

const chileDate = (iso: string): string => new Date(iso).toLocaleDateString('es-CL', { timeZone: 'America/Santiago', day: 'numeric', month: 'long', year: 'numeric' });

const chargeDetails = (facts: ChargeFacts) => [
  { label: 'Plan', value: planCatalogue[facts.plan].name },
  { label: 'Monto', value: `${formatClp(facts.amountClp)} (IVA incluido)` },
  { label: 'Fecha', value: chileDate(facts.at) },
  { label: 'N.º de orden', value: facts.paymentId },
];

export const paymentReceiptMail = (facts: ChargeFacts): Mail =>
  render({
    subject: `Comprobante de pago de tu plan ${planLabels[facts.plan]} en ${brand.name}`,
    heading: `¡Gracias, ${facts.firstName}! Recibimos tu pago`,
    paragraphs: ['Este es el comprobante del cobro de tu plan, hecho con la tarjeta que inscribiste en Transbank.'],
    details: chargeDetails(facts),
    action: { label: 'Ver mi plan y mis comprobantes', url: `${facts.siteUrl}/profile/plan` },
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

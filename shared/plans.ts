import type { Plan } from './admin';
import { planMonths } from './admin';

/**
 * The plan catalogue (product §1: semi-annual and annual plans): names, prices in CLP with IVA and
 * what each includes. The business edits this file; the billing job charges these prices, the
 * plan page and the upsell show them. PLACEHOLDERS until the business sets them (README, "Placeholders").
 *
 * What a plan includes is what the free product does not have, by id (the benefit reminders are
 * free to every account, so a plan does not sell them):
 * - `priority-support`: the subscriber's support tickets are flagged and listed first in the admin inbox;
 * - `assisted-application`: the subscriber can request help applying to a benefit (a support ticket of its own kind).
 * - `candidate-search`: a company searches the students who chose to be visible (`/interns/`);
 * - `featured-offers`: a company's published offers are shown first in the public listing, marked "Destacada".
 *
 * Companies publish offers for free and without limit. The same two plans, billed the same way
 * (Transbank, semi-annually or annually, the terms' "Suscripciones y pagos"), give a company
 * account the company features instead: what a plan includes depends on who subscribes.
 */
export const planFeatures = ['priority-support', 'assisted-application', 'candidate-search', 'featured-offers'] as const;
export type PlanFeature = (typeof planFeatures)[number];

export const planFeatureLabels: Record<PlanFeature, string> = {
  'priority-support': 'Soporte prioritario',
  'assisted-application': 'Solicitud de postulación asistida',
  'candidate-search': 'Búsqueda de practicantes con perfil visible',
  'featured-offers': 'Ofertas destacadas al inicio del listado de prácticas',
};

/** Who subscribes: a person (the benefits half) or a company (`enterprise`). */
export type PlanAudience = 'person' | 'company';

/** What each plan gives a company account; publishing offers is free for every company, with or without a plan. */
export const companyPlanIncludes: Record<Plan, readonly PlanFeature[]> = {
  semestral: ['candidate-search', 'featured-offers'],
  anual: ['candidate-search', 'featured-offers'],
};
export const companyPlanNames: Record<Plan, string> = { semestral: 'Plan Empresa Semestral', anual: 'Plan Empresa Anual' };

export interface PlanOffer {
  plan: Plan;
  name: string;
  /** The price of one period, in CLP, IVA included. */
  priceClp: number;
  /** How many months a period lasts. */
  months: number;
  includes: readonly PlanFeature[];
}

export const planCatalogue: Record<Plan, PlanOffer> = {
  semestral: {
    plan: 'semestral',
    name: 'Plan Semestral',
    priceClp: 29_990,
    months: planMonths.semestral,
    includes: ['priority-support'],
  },
  anual: {
    plan: 'anual',
    name: 'Plan Anual',
    priceClp: 49_990,
    months: planMonths.anual,
    includes: ['priority-support', 'assisted-application'],
  },
};

/**
 * Who issues the receipts: the business's legal name and RUT. PLACEHOLDERS until the business
 * sets them, like the prices above.
 */
export const businessIdentity = {
  legalName: 'Beneficios Chile SpA',
  rut: '76.000.000-0',
} as const;

/** The catalogue in display order. */
export const planOffers: readonly PlanOffer[] = [planCatalogue.semestral, planCatalogue.anual];

export const planPriceClp = (plan: Plan): number => planCatalogue[plan].priceClp;

export const planIncludes = (plan: Plan, feature: PlanFeature, audience: PlanAudience = 'person'): boolean =>
  (audience === 'company' ? companyPlanIncludes[plan] : planCatalogue[plan].includes).includes(feature);

/** A plan as a company sees it: the same price and billing, its name and the company features. */
export const planOfferFor = (offer: PlanOffer, audience: PlanAudience): PlanOffer =>
  audience === 'company' ? { ...offer, name: companyPlanNames[offer.plan], includes: companyPlanIncludes[offer.plan] } : offer;

/** The price of a month of a plan (its period's price over its months), as the plans are priced. */
export const monthlyPriceClp = (offer: Pick<PlanOffer, 'priceClp' | 'months'>): number => Math.round(offer.priceClp / offer.months);

/** `$29.990`: a CLP amount as Chile writes it (shared/format/money.ts). */
export { formatClp } from './format/money';

/**
 * Whether a subscription gives its plan's feature now: paid (`active`) or in its grace period after a
 * failed charge (`past_due`, five days); a cancelled one does not. The server decides on its own record.
 */
export const subscriptionIncludes = (subscription: { plan: Plan; status: 'active' | 'past_due' | 'cancelled' } | null | undefined, feature: PlanFeature, audience: PlanAudience = 'person'): boolean =>
  !!subscription && subscription.status !== 'cancelled' && planIncludes(subscription.plan, feature, audience);

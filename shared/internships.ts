import type { OfferFields } from './contracts/company-offers/offer-fields';
import type { OfferSearch } from './contracts/internships/get-internships';

/**
 * Internship offers ("prácticas") that companies publish and students apply to: the one contract of
 * an offer (its fields, states and the moves between them), shared by the company's forms, the
 * handlers, the public listing and the expiry job. Applications build on `Offer` and `offerId`.
 */

// ---------------------------------------------------------------- vocabularies

/** The areas a company files an offer under: the listing's filter. */
export const internshipAreas = [
  'administracion',
  'agro',
  'arte-diseno',
  'comunicaciones',
  'construccion',
  'derecho',
  'educacion',
  'informatica',
  'ingenieria',
  'salud',
  'servicios-sociales',
  'turismo-gastronomia',
  'otra',
] as const;
export type InternshipArea = (typeof internshipAreas)[number];
export const internshipAreaLabels: Record<InternshipArea, string> = {
  administracion: 'Administración y finanzas',
  agro: 'Agro, medio ambiente y recursos naturales',
  'arte-diseno': 'Arte y diseño',
  comunicaciones: 'Comunicaciones y marketing',
  construccion: 'Construcción',
  derecho: 'Derecho',
  educacion: 'Educación',
  informatica: 'Informática y tecnología',
  ingenieria: 'Ingeniería',
  salud: 'Salud',
  'servicios-sociales': 'Ciencias sociales',
  'turismo-gastronomia': 'Turismo y gastronomía',
  otra: 'Otra área',
};

/** Chile's 16 regions, north to south, as the listing filters them. */
export const chileanRegions = [
  'Arica y Parinacota',
  'Tarapacá',
  'Antofagasta',
  'Atacama',
  'Coquimbo',
  'Valparaíso',
  'Metropolitana de Santiago',
  "Libertador General Bernardo O'Higgins",
  'Maule',
  'Ñuble',
  'Biobío',
  'La Araucanía',
  'Los Ríos',
  'Los Lagos',
  'Aysén del General Carlos Ibáñez del Campo',
  'Magallanes y de la Antártica Chilena',
] as const;
export type ChileanRegion = (typeof chileanRegions)[number];

export const offerModalities = ['presencial', 'hibrida', 'remota'] as const;
export type OfferModality = (typeof offerModalities)[number];
export const offerModalityLabels: Record<OfferModality, string> = { presencial: 'Presencial', hibrida: 'Híbrida', remota: 'Remota' };

// ---------------------------------------------------------------- states

/**
 * borrador: saved, not public. publicada: listed, open to applications. pausada: the company took
 * it off the listing for a while. cerrada: the company ended it (final). vencida: its deadline
 * passed (the expiry job); the company may set a new deadline and publish it again. oculta: an
 * admin hid it after reports; only an admin brings it back (as pausada).
 */
export const offerStatuses = ['borrador', 'publicada', 'pausada', 'cerrada', 'vencida', 'oculta'] as const;
export type OfferStatus = (typeof offerStatuses)[number];
export const offerStatusLabels: Record<OfferStatus, string> = {
  borrador: 'Borrador',
  publicada: 'Publicada',
  pausada: 'Pausada',
  cerrada: 'Cerrada',
  vencida: 'Vencida',
  oculta: 'Oculta por moderación',
};

/** What the company may do to its offer. */
export const offerActions = ['publish', 'pause', 'close'] as const;
export type OfferAction = (typeof offerActions)[number];

const companyMoves: Record<OfferAction, { readonly from: readonly OfferStatus[]; readonly to: OfferStatus }> = {
  publish: { from: ['borrador', 'pausada', 'vencida'], to: 'publicada' },
  pause: { from: ['publicada'], to: 'pausada' },
  close: { from: ['borrador', 'publicada', 'pausada', 'vencida'], to: 'cerrada' },
};

/** The state an action leads to, or undefined when the offer's state does not allow it. */
export const offerTransition = (from: OfferStatus, action: OfferAction): OfferStatus | undefined => {
  const move = companyMoves[action];
  return move.from.includes(from) ? move.to : undefined;
};

/** The company edits its offer's fields in these states; a closed or hidden offer stays as it was. */
export const editableOfferStatuses: readonly OfferStatus[] = ['borrador', 'publicada', 'pausada', 'vencida'];
/** States whose deadline the expiry job watches. */
export const openOfferStatuses: readonly OfferStatus[] = ['publicada', 'pausada'];
/** States that end applications: students no longer apply, and an erased company's offers end as cerrada. */
export const isOfferOpenForApplications = (offer: Pick<Offer, 'status' | 'deadline'>, today: string): boolean => offer.status === 'publicada' && offer.deadline >= today;

// ---------------------------------------------------------------- the offer

export const OFFER_LIMITS = { titleMax: 120, descriptionMax: 5000, requirementsMax: 3000, vacanciesMax: 50, durationMonthsMax: 12, stipendMaxClp: 5_000_000 } as const;

/** An offer as stored and answered. Dates are ISO strings. */
export interface Offer extends OfferFields {
  offerId: string;
  /** The company's uid. */
  companyUid: string;
  /** The company's razón social, copied at each write so the listing needs no second read. */
  companyName: string;
  status: OfferStatus;
  /** Shown first in the listing while the company's plan includes featured offers. */
  featured: boolean;
  createdAt: string;
  updatedAt: string;
  /** When it was last published. */
  publishedAt?: string;
  closedAt?: string;
  /** How many reports users sent, and when the last came. */
  reportCount: number;
  lastReportedAt?: string;
}

/**
 * An offer as the public sees it: no moderation counters, and no account id (anyone could aim the
 * limits of that account's links at it). The company is named by its razón social.
 */
export type PublicOffer = Omit<Offer, 'reportCount' | 'lastReportedAt' | 'companyUid'>;
export const toPublicOffer = ({ reportCount: _count, lastReportedAt: _last, companyUid: _company, ...offer }: Offer): PublicOffer => offer;

export interface CompanyOfferList {
  offers: Offer[];
}

// ---------------------------------------------------------------- the public listing

export const OFFER_SEARCH_MAX = 100;
export const OFFER_PAGE_SIZE = 20;

export interface OfferListing {
  offers: PublicOffer[];
  /** Absent on the last page. */
  nextCursor?: string;
}

/** Whether an offer matches the words and filters of a search (the listing applies it page by page). */
export const matchesOfferSearch = (offer: Pick<Offer, 'title' | 'description' | 'career' | 'companyName' | 'area' | 'region' | 'modality' | 'stipendClp'>, search: Omit<OfferSearch, 'cursor'>): boolean => {
  if (search.area && offer.area !== search.area) return false;
  if (search.region && offer.region !== search.region) return false;
  if (search.modality && offer.modality !== search.modality) return false;
  if (search.paid === 'si' && offer.stipendClp === null) return false;
  if (search.paid === 'no' && offer.stipendClp !== null) return false;
  const words = foldForSearch(search.q ?? '').split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldForSearch([offer.title, offer.career ?? '', offer.companyName, offer.description].join(' '));
  return words.every((word) => haystack.includes(word));
};

/** Lower case without accents: "Ingeniería" matches "ingenieria". */
export const foldForSearch = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

// ---------------------------------------------------------------- reports and moderation

export const offerReportReasons = ['enganosa', 'discriminatoria', 'no-es-practica', 'datos-personales', 'otra'] as const;
export type OfferReportReason = (typeof offerReportReasons)[number];
export const offerReportReasonLabels: Record<OfferReportReason, string> = {
  enganosa: 'Es engañosa o fraudulenta',
  discriminatoria: 'Es discriminatoria',
  'no-es-practica': 'No es una práctica',
  'datos-personales': 'Pide datos personales indebidos',
  otra: 'Otro motivo',
};

export interface OfferReport {
  reportId: string;
  offerId: string;
  reason: OfferReportReason;
  message?: string;
  /** Who reported: a signed-in user's uid; absent once their account was erased (the reason stays, for moderation). */
  reporterUid?: string;
  at: string;
}

/** GET /api/admin/internships/reported: offers with reports, most recently reported first. */
export interface ReportedOfferList {
  offers: Offer[];
}
export interface ReportedOfferDetail {
  offer: Offer;
  reports: OfferReport[];
}

// ---------------------------------------------------------------- pages

/** The web pages of the internships half, for links and the route rules. */
export const internshipPaths = {
  listing: '/internships/',
  offer: (offerId: string): string => `/internships/${offerId}`,
  /**
   * The apply flow of one offer (a signed-in person). Not under /internships/<id>: that path is the
   * offer's served page (its HTML made per request, with its JobPosting data), and nothing below it is.
   */
  apply: (offerId: string): string => `/intern/postular/${offerId}`,
  companyDashboard: '/company/dashboard/',
  companyOffers: '/company/myinternships',
  companyNewOffer: '/company/myinternships/new',
  companyEditOffer: (offerId: string): string => `/company/myinternships/${offerId}/edit`,
  companyProfile: '/company/profile',
  companySupport: '/company/support',
  internSearch: '/interns/',
  internDashboard: '/intern/dashboard/',
  internApplications: '/intern/myapplications/',
} as const;

/**
 * The API path that serves an offer's page (`/internships/<id>` → `/api/internships/<id>/page`), or
 * undefined for any other path. CloudFront's function (infra/lib/constructs/site.ts) and the local
 * gateway apply the same rule; the listing `/internships/` stays the app's page.
 */
export const OFFER_PAGE_PATTERN = /^\/internships\/([A-Za-z0-9-]{1,64})\/?$/;
export const offerPageApiPath = (pathname: string): string | undefined => {
  const offerId = OFFER_PAGE_PATTERN.exec(pathname)?.[1];
  return offerId ? `/api/internships/${offerId}/page` : undefined;
};

/** GET /api/kpi/internships: company accounts and offers open to applications now, for admins. */
export interface InternshipKpi {
  companies: number;
  activeOffers: number;
}

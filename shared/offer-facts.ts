import { formatCalendarDate } from './format/date';
import { formatClp } from './format/money';
import { internshipAreaLabels, offerModalityLabels, type OfferModality } from './internships';
import type { OfferFields } from './contracts/company-offers/offer-fields';

/**
 * What an offer's page says of it, label and value, in the order a student reads them: the served
 * page (lambdas/internships/offer-page.ts) and the company's preview before publishing show the same.
 */
export const offerPlace = (offer: { modality: OfferModality; comuna?: string | undefined; region?: string | undefined }): string =>
  offer.modality === 'remota' ? 'Remota (desde cualquier lugar de Chile)' : `${offer.comuna ?? ''}, ${offer.region ?? ''}`;

export const offerStipend = (stipendClp: number | null): string => (stipendClp === null ? 'Sin remuneración' : `${formatClp(stipendClp)} mensuales`);

export const offerFacts = (offer: OfferFields): [string, string][] => [
  ['Área', internshipAreaLabels[offer.area]],
  ...(offer.career ? [['Carrera', offer.career] as [string, string]] : []),
  ['Modalidad', offerModalityLabels[offer.modality]],
  ['Lugar', offerPlace(offer)],
  ['Duración', offer.durationMonths === 1 ? '1 mes' : `${String(offer.durationMonths)} meses`],
  ['Inicio', formatCalendarDate(offer.startDate)],
  ['Remuneración', offerStipend(offer.stipendClp)],
  ['Cupos', String(offer.vacancies)],
  ['Postula hasta', formatCalendarDate(offer.deadline)],
];

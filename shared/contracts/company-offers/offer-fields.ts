import * as z from 'zod/mini';
import { parseIsoDate } from '../../age';
import { chileanRegions, internshipAreas, OFFER_LIMITS, offerModalities } from '../../internships';
import { messages as m } from '../../messages';

const isoDate = (message: string) => z.string({ error: message }).check(z.refine((value) => parseIsoDate(value) !== undefined, message));
const text = (min: number, max: number, short: string, long: string) =>
  z.string({ error: m.required }).check(z.trim(), z.minLength(1, m.required), z.minLength(min, short), z.maxLength(max, long));

/**
 * What a company writes on an offer: the body of create and edit, the same rules in the form and
 * the handler. A remote offer needs no place; any other needs its comuna and región.
 */
export const offerFieldsSchema = z
  .strictObject({
    title: text(5, OFFER_LIMITS.titleMax, m['offer/title-too-short'], m['offer/title-too-long']),
    area: z.enum(internshipAreas, { error: m['offer/area-required'] }),
    /** The career the offer is for, in the company's words (e.g. "Ingeniería Comercial"). */
    career: z.optional(z.string().check(z.trim(), z.maxLength(120, m['offer/career-too-long']))),
    description: text(30, OFFER_LIMITS.descriptionMax, m['offer/description-too-short'], m['offer/description-too-long']),
    requirements: text(10, OFFER_LIMITS.requirementsMax, m['offer/requirements-too-short'], m['offer/requirements-too-long']),
    modality: z.enum(offerModalities, { error: m['offer/modality-required'] }),
    region: z.optional(z.enum(chileanRegions, { error: m['offer/region-required'] })),
    comuna: z.optional(z.string().check(z.trim(), z.maxLength(60, m['offer/comuna-too-long']))),
    durationMonths: z.number({ error: m['offer/duration-invalid'] }).check(z.int(m['offer/duration-invalid']), z.gte(1, m['offer/duration-invalid']), z.lte(OFFER_LIMITS.durationMonthsMax, m['offer/duration-invalid'])),
    /** ISO date `YYYY-MM-DD`. */
    startDate: isoDate(m['offer/start-date-required']),
    /** Monthly stipend in CLP; null: "sin remuneración". */
    stipendClp: z.nullable(z.number({ error: m['offer/stipend-invalid'] }).check(z.int(m['offer/stipend-invalid']), z.gte(1, m['offer/stipend-invalid']), z.lte(OFFER_LIMITS.stipendMaxClp, m['offer/stipend-invalid']))),
    vacancies: z.number({ error: m['offer/vacancies-invalid'] }).check(z.int(m['offer/vacancies-invalid']), z.gte(1, m['offer/vacancies-invalid']), z.lte(OFFER_LIMITS.vacanciesMax, m['offer/vacancies-invalid'])),
    /** The last day to apply, ISO `YYYY-MM-DD`, Chilean time: the offer expires the day after. */
    deadline: isoDate(m['offer/deadline-required']),
  })
  .check(
    z.refine((offer) => offer.modality === 'remota' || offer.region !== undefined, { message: m['offer/region-required'], path: ['region'] }),
    z.refine((offer) => offer.modality === 'remota' || (offer.comuna ?? '').length > 0, { message: m['offer/comuna-required'], path: ['comuna'] }),
  );

export type OfferFields = z.output<typeof offerFieldsSchema>;

export type OfferFieldsInput = z.input<typeof offerFieldsSchema>;

import { parseIsoDate, toIsoDate, type CalendarDate } from './age';
import { benefitNames, type BenefitId } from './benefits/ids';
import type { BenefitStatus } from './benefits/types';

/**
 * Benefit reminders: the dated occasions of the catalogue and the rule that
 * picks which of them a user is mailed about today. Pure: the job, the mailer and the tests share it.
 *
 * The rule: a user who opted in, for a benefit that is likely for someone of their household and not
 * marked "ya lo recibo" for that person,
 * gets a reminder when its application window opened today or in the last 6 days
 * (`WINDOW_OPEN_DAYS`), or when a payment falls today or within the next 7 days (`PAYMENT_LEAD_DAYS`).
 * Each occasion has an id (benefit, kind, date): the mailer sends at most one mail per user and id.
 */
export const WINDOW_OPEN_DAYS = 7;
export const PAYMENT_LEAD_DAYS = 7;

/** `opens`: the day a benefit becomes likely for the user (turning 64 years and 9 months for the PGU, a version that starts). */
export type OccasionKind = 'window' | 'payment' | 'opens';

/** A date the catalogue's `whenPaid` names: every year on month/day, or once (`year`). */
interface OccasionRule {
  benefitId: BenefitId;
  kind: OccasionKind;
  month: number;
  day: number;
  year?: number;
  /** What the mail says, in Spanish, after "Te recordamos que". */
  text: string;
}

/**
 * Only benefits with a date to remind: the ones paid "todos los meses" or asked for "en cualquier
 * momento" have none. Dates follow each entry's `whenPaid`; where it names a month, its first day.
 */
export const occasionRules: readonly OccasionRule[] = [
  { benefitId: 'aporte-familiar-permanente', kind: 'payment', month: 2, day: 1, text: 'el Aporte Familiar Permanente se paga entre febrero y marzo.' },
  { benefitId: 'beca-presidente-republica', kind: 'window', month: 2, day: 25, text: 'se abrió la postulación a la Beca Presidente de la República.' },
  { benefitId: 'beca-alimentacion-baes', kind: 'payment', month: 3, day: 9, text: 'la Beca de Alimentación (BAES) empieza a cargarse en marzo.' },
  { benefitId: 'bono-invierno', kind: 'payment', month: 5, day: 1, text: 'el Bono Invierno se paga en mayo, con la pensión.' },
  { benefitId: 'bono-logro-escolar', kind: 'payment', month: 9, day: 1, text: 'el Bono Logro Escolar se paga en septiembre.' },
  { benefitId: 'aguinaldo-fiestas-patrias', kind: 'payment', month: 9, day: 1, text: 'el Aguinaldo de Fiestas Patrias se paga en septiembre, con la pensión.' },
  { benefitId: 'gratuidad', kind: 'window', month: 10, day: 1, text: 'en octubre se postula a la Gratuidad con el FUAS.' },
  { benefitId: 'aguinaldo-navidad', kind: 'payment', month: 12, day: 1, text: 'el Aguinaldo de Navidad se paga en diciembre, con la pensión.' },
  { benefitId: 'subsidio-electrico', kind: 'window', year: 2025, month: 11, day: 25, text: 'se abrió la postulación al Subsidio Eléctrico.' },
];

export interface Occasion {
  /** `<benefitId>#<kind>#<YYYY-MM-DD>`: the mail's idempotency key within a user. */
  id: string;
  benefitId: BenefitId;
  kind: OccasionKind;
  date: string;
  text: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (date: CalendarDate): number => Date.UTC(date.year, date.month - 1, date.day) / DAY_MS;

/** The occasions dated last year, this year and next year (so that windows around New Year count). */
export const occasionsAround = (today: CalendarDate, rules: readonly OccasionRule[] = occasionRules): Occasion[] =>
  rules.flatMap((rule) =>
    (rule.year === undefined ? [today.year - 1, today.year, today.year + 1] : [rule.year]).flatMap((year) => {
      const parsed = parseIsoDate(toIsoDate({ year, month: rule.month, day: rule.day }));
      if (!parsed) return [];
      const date = toIsoDate(parsed);
      return [{ id: `${rule.benefitId}#${rule.kind}#${date}`, benefitId: rule.benefitId, kind: rule.kind, date, text: rule.text }];
    }),
  );

/** Whether an occasion calls for a reminder today, by the rule above. */
export const isOccasionDue = (occasion: Pick<Occasion, 'kind' | 'date'>, today: CalendarDate): boolean => {
  const date = parseIsoDate(occasion.date);
  if (!date) return false;
  const daysFromToday = dayNumber(date) - dayNumber(today);
  return occasion.kind === 'window' ? daysFromToday <= 0 && daysFromToday > -WINDOW_OPEN_DAYS : daysFromToday >= 0 && daysFromToday <= PAYMENT_LEAD_DAYS;
};

export interface ReminderSubject {
  /** The opt-in of the profile. */
  benefitReminders?: boolean | undefined;
  /** Each benefit's status today for each person of the household, keyed `id` (the user) or `id:memberId`. */
  statuses: Readonly<Record<string, BenefitStatus>>;
  /** "Ya lo recibo", with the same keys. */
  receivedBenefitIds?: readonly string[] | undefined;
  /** The statuses the day before: a benefit that was no for a person and is likely today has just opened. */
  statusesBefore?: Readonly<Record<string, BenefitStatus>> | undefined;
}

const isBenefitId = (id: string): id is BenefitId => id in benefitNames;

/** The occasion of a benefit that opens for the user on `date` ("coming soon" reaching its day). */
export const openingOccasion = (benefitId: BenefitId, date: string): Occasion => ({
  id: `${benefitId}#opens#${date}`,
  benefitId,
  kind: 'opens',
  date,
  text: `desde hoy puedes pedir ${benefitNames[benefitId]}.`,
});

/**
 * The reminders a user is due today: opted in, benefit likely and not received, occasion due; and,
 * given the statuses of the day before, each benefit that became likely today (the coming-soon date).
 */
export const dueReminders = (subject: ReminderSubject, today: CalendarDate, rules: readonly OccasionRule[] = occasionRules): Occasion[] => {
  if (subject.benefitReminders !== true) return [];
  const received = new Set(subject.receivedBenefitIds ?? []);
  // The benefits likely for someone of the household who has not said they already receive it.
  const pending = Object.entries(subject.statuses).filter(([key, status]) => status === 'likely' && !received.has(key));
  const remindable = new Set(pending.map(([key]) => key.split(':')[0]));
  const dated = occasionsAround(today, rules).filter((occasion) => remindable.has(occasion.benefitId) && isOccasionDue(occasion, today));
  const before = subject.statusesBefore;
  if (!before) return dated;
  const opened = new Set(pending.filter(([key]) => before[key] === 'no').map(([key]) => key.split(':')[0] ?? key));
  return [...dated, ...[...opened].flatMap((id) => (isBenefitId(id) ? [openingOccasion(id, toIsoDate(today))] : []))];
};

/** The occasion an id names, if the calendar still has it. */
export const occasionById = (id: string): Occasion | undefined => {
  const [benefitId = '', kind, day = ''] = id.split('#');
  if (kind === 'opens') return isBenefitId(benefitId) && parseIsoDate(day) ? openingOccasion(benefitId, day) : undefined;
  const date = parseIsoDate(id.split('#')[2] ?? '');
  return date ? occasionsAround(date).find((occasion) => occasion.id === id) : undefined;
};

/** The longest unsubscribe token a request may carry. */
export const UNSUBSCRIBE_TOKEN_MAX_LENGTH = 600;

export interface UnsubscribeAnswer {
  message: string;
}

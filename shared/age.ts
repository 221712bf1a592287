import { MIN_AGE_YEARS } from './constants';

/** An ISO calendar date `YYYY-MM-DD`, parsed without time zones. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export const parseIsoDate = (value: string): CalendarDate | undefined => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return { year, month, day };
};

/** Today's calendar date in Chile, where the product's users live. */
export const todayInChile = (now: Date = new Date()): CalendarDate => {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const parsed = parseIsoDate(parts);
  if (!parsed) throw new Error(`Unexpected date format ${parts}`);
  return parsed;
};

export const toIsoDate = ({ year, month, day }: CalendarDate): string =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * Whole years from birth to `today`, compared by year, month and day. Someone born on
 * 29 February has a birthday on 1 March in years without one.
 */
export const ageOn = (birth: CalendarDate, today: CalendarDate): number => {
  let age = today.year - birth.year;
  if (today.month < birth.month || (today.month === birth.month && today.day < birth.day)) age -= 1;
  return age;
};

export const isAdult = (birth: CalendarDate, today: CalendarDate): boolean => ageOn(birth, today) >= MIN_AGE_YEARS;

export const isAfter = (a: CalendarDate, b: CalendarDate): boolean => toIsoDate(a) > toIsoDate(b);

/** The Monday (ISO date) of the week an instant falls in, in Chile's calendar: what weekly counters are keyed by. */
export const weekOfInChile = (at: string | Date): string => {
  const day = todayInChile(new Date(at));
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day));
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return toIsoDate({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
};

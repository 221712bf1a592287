/**
 * Dates as a reader in Chile writes them: day, month and year with hyphens (`26-11-2026`), an hour
 * on the 24-hour clock (`26-11-2026, 14:07`), months in words (`noviembre de 2026`). An instant is
 * shown in Chile's time zone; a calendar date (`YYYY-MM-DD`) or month (`YYYY-MM`) has no zone and is
 * never shifted. What cannot be read as a date shows as a dash.
 */
const zone = 'America/Santiago';
export const NO_DATE = '—';

const instantParts = new Intl.DateTimeFormat('en-US', {
  timeZone: zone,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const monthNames = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'] as const;

const validInstant = (value: string | Date | undefined | null): Date | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

const partsOf = (date: Date): Record<'day' | 'month' | 'year' | 'hour' | 'minute', string> => {
  const parts = Object.fromEntries(instantParts.formatToParts(date).map((part) => [part.type, part.value]));
  return { day: parts.day ?? '', month: parts.month ?? '', year: (parts.year ?? '').padStart(4, '0'), hour: parts.hour ?? '', minute: parts.minute ?? '' };
};

/** An instant's day in Chile: `26-11-2026`. */
export const formatDate = (value: string | Date | undefined | null): string => {
  const date = validInstant(value);
  if (!date) return NO_DATE;
  const { day, month, year } = partsOf(date);
  return `${day}-${month}-${year}`;
};

/** An instant in Chile, day and hour: `26-11-2026, 14:07`. */
export const formatDateTime = (value: string | Date | undefined | null): string => {
  const date = validInstant(value);
  if (!date) return NO_DATE;
  const { day, month, year, hour, minute } = partsOf(date);
  return `${day}-${month}-${year}, ${hour}:${minute}`;
};

const calendarDate = /^(\d{4})-(\d{2})-(\d{2})$/;
const calendarMonth = /^(\d{4})-(\d{2})$/;

/** A calendar date `2026-11-26` (no zone): `26-11-2026`. */
export const formatCalendarDate = (isoDate: string | undefined | null): string => {
  const match = isoDate ? calendarDate.exec(isoDate) : null;
  if (!match) return NO_DATE;
  const [, year, month, day] = match;
  const monthNumber = Number(month);
  const dayNumber = Number(day);
  if (monthNumber < 1 || monthNumber > 12 || dayNumber < 1 || dayNumber > 31) return NO_DATE;
  return `${day ?? ''}-${month ?? ''}-${year ?? ''}`;
};

const monthOf = (month: string): { name: string; year: string } | undefined => {
  const match = calendarMonth.exec(month);
  const name = match ? monthNames[Number(match[2]) - 1] : undefined;
  return match && name ? { name, year: match[1] ?? '' } : undefined;
};

/** A calendar month `2026-11`: `noviembre de 2026`. */
export const formatMonth = (month: string): string => {
  const parts = monthOf(month);
  return parts ? `${parts.name} de ${parts.year}` : NO_DATE;
};

/** A calendar month, short, for a chart's axis: `nov 2026`. */
export const formatMonthShort = (month: string): string => {
  const parts = monthOf(month);
  return parts ? `${parts.name.slice(0, 3)} ${parts.year}` : NO_DATE;
};

/**
 * The months from `first` to `last` as a phrase to follow a verb or start a sentence with:
 * `en noviembre de 2026` for one month, `entre octubre de 2026 y noviembre de 2026` for more.
 */
export const formatMonthSpan = (first: string, last: string): string =>
  first === last ? `en ${formatMonth(first)}` : `entre ${formatMonth(first)} y ${formatMonth(last)}`;

/** A phrase with its first letter in capitals, to open a sentence. */
export const sentenceStart = (phrase: string): string => phrase.charAt(0).toLocaleUpperCase('es-CL') + phrase.slice(1);

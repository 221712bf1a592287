import { formatCalendarDate } from '../format/date';

/** A peso amount as Chileans write it: `$224.004` (shared/format/money.ts). */
export { formatClp } from '../format/money';

/** An ISO date `YYYY-MM-DD` as Chileans write it: `30-09-2024`. */
export const formatIsoDateEsCl = (isoDate: string): string => formatCalendarDate(isoDate);

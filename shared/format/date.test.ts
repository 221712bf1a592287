import { formatCalendarDate, formatDate, formatDateTime, formatMonth, formatMonthShort, formatMonthSpan, sentenceStart } from './date';

describe('dates, as Chile writes them', () => {
  it('writes an instant as DD-MM-AAAA in Chile, with the full year', () => {
    expect(formatDate('2026-11-26T15:00:00.000Z')).toBe('26-11-2026');
    expect(formatDate(new Date('2026-01-05T12:00:00.000Z'))).toBe('05-01-2026');
  });

  it('takes the day in Chile, not in UTC, at the edge of midnight', () => {
    // 02:30 UTC on 1 January is still 31 December in Santiago (UTC-3 in summer).
    expect(formatDate('2027-01-01T02:30:00.000Z')).toBe('31-12-2026');
    // Winter time (UTC-4): 03:59 UTC is 23:59 of the day before.
    expect(formatDateTime('2026-07-01T03:59:00.000Z')).toBe('30-06-2026, 23:59');
  });

  it('writes the hour on the 24-hour clock, midnight as 00', () => {
    expect(formatDateTime('2026-11-26T03:05:00.000Z')).toBe('26-11-2026, 00:05');
    expect(formatDateTime('2026-11-26T17:07:00.000Z')).toBe('26-11-2026, 14:07');
  });

  it('shows a dash for what is not a date', () => {
    for (const value of [undefined, null, '', 'mañana', '2026-13-45T00:00:00Z']) {
      expect(formatDate(value)).toBe('—');
      expect(formatDateTime(value)).toBe('—');
    }
  });

  it('never shifts a calendar date by a time zone', () => {
    expect(formatCalendarDate('1992-03-14')).toBe('14-03-1992');
    expect(formatCalendarDate('2026-01-01')).toBe('01-01-2026');
    expect(formatCalendarDate('2026-12-31')).toBe('31-12-2026');
  });

  it('shows a dash for a calendar date it cannot read', () => {
    for (const value of [undefined, null, '', '14-03-1992', '1992-3-14', '1992-13-01', '1992-00-10', '1992-01-32']) expect(formatCalendarDate(value)).toBe('—');
  });

  it('writes a month in words, long and short', () => {
    expect(formatMonth('2026-11')).toBe('noviembre de 2026');
    expect(formatMonth('2027-01')).toBe('enero de 2027');
    expect(formatMonthShort('2026-09')).toBe('sep 2026');
    expect(formatMonth('2026-13')).toBe('—');
    expect(formatMonthShort('noviembre')).toBe('—');
  });

  it('says one month once, and a span of months from the first to the last', () => {
    expect(formatMonthSpan('2026-11', '2026-11')).toBe('en noviembre de 2026');
    expect(formatMonthSpan('2025-12', '2026-11')).toBe('entre diciembre de 2025 y noviembre de 2026');
    expect(sentenceStart(formatMonthSpan('2026-11', '2026-11'))).toBe('En noviembre de 2026');
    expect(sentenceStart('')).toBe('');
  });
});

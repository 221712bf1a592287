import fc from 'fast-check';
import { ageOn, isAdult, parseIsoDate, todayInChile, toIsoDate, type CalendarDate } from './age';

const date = (value: string): CalendarDate => {
  const parsed = parseIsoDate(value);
  if (!parsed) throw new Error(value);
  return parsed;
};

describe('the 18-year rule, by year, month and day', () => {
  it('turns 18 on the birthday, not the day before', () => {
    expect(isAdult(date('2008-11-21'), date('2026-11-20'))).toBe(false);
    expect(isAdult(date('2008-11-21'), date('2026-11-21'))).toBe(true);
  });

  it('for someone born on 29 February, counts the birthday on 1 March in common years', () => {
    expect(isAdult(date('2008-02-29'), date('2026-02-28'))).toBe(false);
    expect(isAdult(date('2008-02-29'), date('2026-03-01'))).toBe(true);
    expect(isAdult(date('2008-02-29'), date('2028-02-29'))).toBe(true);
  });

  it('agrees with a plain count of birthdays passed, for any pair of dates', () => {
    const day = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true }).map((value) => date(value.toISOString().slice(0, 10)));
    fc.assert(
      fc.property(day, day, (birth, today) => {
        fc.pre(toIsoDate(birth) <= toIsoDate(today));
        const age = ageOn(birth, today);
        const birthdayThisYear = toIsoDate({ ...birth, year: today.year });
        const expected = today.year - birth.year - (toIsoDate(today) < birthdayThisYear ? 1 : 0);
        return age === expected && age >= 0;
      }),
    );
  });
});

describe('dates', () => {
  it('refuses impossible calendar dates', () => {
    expect(parseIsoDate('2025-02-29')).toBeUndefined();
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2024-13-01')).toBeUndefined();
    expect(parseIsoDate('24-01-01')).toBeUndefined();
  });

  it("reads today's date in Chile, not in UTC", () => {
    // 02:00 UTC on 1 January is still 31 December in Santiago (UTC-3 in summer).
    expect(todayInChile(new Date('2026-01-01T02:00:00Z'))).toEqual({ year: 2025, month: 12, day: 31 });
  });
});

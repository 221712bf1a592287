import type { CalendarDate } from '../age';
import { benefitStatuses, coverageDeltas, householdStatuses, nextRecountOn } from './coverage';
import { evaluateHousehold } from './household';

const today: CalendarDate = { year: 2026, month: 11, day: 22 };

describe('coverageDeltas', () => {
  it('counts a user for the first time: +1 on each status', () => {
    expect(coverageDeltas(undefined, { pgu: 'maybe', 'bono-invierno': 'no' })).toEqual([
      { benefitId: 'bono-invierno', add: { no: 1 } },
      { benefitId: 'pgu', add: { maybe: 1 } },
    ]);
  });

  it('moves only the benefits whose status changed, from the old status to the new one', () => {
    expect(coverageDeltas({ pgu: 'maybe', 'bono-invierno': 'no' }, { pgu: 'likely', 'bono-invierno': 'no' })).toEqual([{ benefitId: 'pgu', add: { maybe: -1, likely: 1 } }]);
  });

  it('takes a benefit out when it leaves the catalogue, and adds one that enters', () => {
    expect(coverageDeltas({ old: 'likely' }, { fresh: 'maybe' })).toEqual([
      { benefitId: 'fresh', add: { maybe: 1 } },
      { benefitId: 'old', add: { likely: -1 } },
    ]);
  });
});

describe('benefitStatuses', () => {
  it('gives every benefit in force a status', () => {
    const statuses = benefitStatuses({ inRsh: false }, '1950-01-01', today);
    expect(statuses.pgu).toBe('no');
    expect(Object.keys(statuses).length).toBe(37);
  });

  it('judges the household, as the dashboard does: a benefit likely for a member counts the user as likely for it', () => {
    const household = {
      inRsh: true,
      rshTramo: 2,
      isWoman: false,
      isPensioner: false,
      isWorking: true,
      members: [{ id: 'maria', relation: 'pareja' as const, birthDate: '1955-05-01', isWoman: true, isPensioner: false, receivesPgu: false, yearsResidentInChile: 50 }],
    };
    const statuses = benefitStatuses(household, '1986-01-01', today);
    const dashboard = evaluateHousehold(household, '1986-01-01', today);
    expect(statuses.pgu).toBe('likely');
    for (const id of Object.keys(statuses)) {
      const shown = dashboard.filter((result) => result.id === id).map((result) => result.status);
      expect([id, statuses[id]]).toEqual([id, (['likely', 'maybe', 'no'] as const).find((status) => shown.includes(status)) ?? 'no']);
    }
    expect(householdStatuses(household, '1986-01-01', today)['pgu:maria']).toBe('likely');
  });
});

describe('nextRecountOn: the next day a user is recounted without a new answer', () => {
  const version = (validFrom: string, validTo: string | null) => ({ validFrom, validTo });

  it('is the next birthday, when it comes before any other change', () => {
    expect(nextRecountOn('1961-12-01', today, [])).toBe('2026-12-01');
    // The birthday today has passed for this year's count: next year's.
    expect(nextRecountOn('1961-11-22', today, [])).toBe('2027-01-01');
  });

  it('is 1 January with no birthday (ages taken on a fixed day of the year)', () => {
    expect(nextRecountOn(undefined, today, [])).toBe('2027-01-01');
  });

  it('is the day a version starts, or the day after one ends', () => {
    expect(nextRecountOn(undefined, today, [version('2026-12-10', null)])).toBe('2026-12-10');
    expect(nextRecountOn(undefined, today, [version('2025-01-01', '2026-11-30')])).toBe('2026-12-01');
    // A version that ended yesterday changes nothing any more.
    expect(nextRecountOn(undefined, today, [version('2025-01-01', '2026-11-21')])).toBe('2027-01-01');
  });

  it("counts the members' birthdays too: a member reaching 64 years and 9 months", () => {
    const rules = [{ validFrom: '2020-01-01', validTo: null, criteria: [{ fact: 'ageMonths' as const, op: 'gte' as const, value: 777 }] }];
    expect(nextRecountOn('1990-06-01', today, rules, [{ birthDate: '1962-03-01' }])).toBe('2026-12-01');
  });

  it('takes 1 March for a 29 February birthday in a year without one', () => {
    expect(nextRecountOn('1960-02-29', { year: 2027, month: 2, day: 10 }, [])).toBe('2027-03-01');
  });
});

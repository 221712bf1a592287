import type { CalendarDate } from '../age';
import { benefitStatuses, coverageDeltas } from './coverage';

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
    expect(Object.keys(statuses).length).toBe(30);
  });
});

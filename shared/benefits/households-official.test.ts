import { comingSoon } from './coming-soon';
import { headlineOf } from './headline';
import { evaluateHousehold, type MemberResult } from './household';
import { OFFICIAL_DAY, officialHouseholds, type OfficialHousehold } from './households-official.fixtures';
import type { HouseholdProfile } from './profile';
import { answerSteps, stepsToDecide } from './steps';

const keyOf = (id: string, person: string): string => (person === 'self' ? id : `${id}:${person}`);

/** What each household's expectations are checked against: its true answers, or the answers its steps collected. */
const checks = (fixture: OfficialHousehold, household: HouseholdProfile, birthDate: string | undefined) => {
  const day = fixture.day ?? OFFICIAL_DAY;
  const results = evaluateHousehold(household, birthDate, day);
  const headline = headlineOf(household, birthDate, day, results);
  const byKey = new Map<string, MemberResult>(results.map((result) => [result.key, result]));
  const lines = new Map(headline.lines.map((line) => [line.key, line]));
  return {
    expected: () => {
      for (const expected of fixture.expected) {
        const key = keyOf(expected.id, expected.person);
        const line = lines.get(key);
        expect([key, byKey.get(key)?.status, line?.counting]).toEqual([key, 'likely', expected.counting]);
        if (expected.yearly !== undefined) expect([key, line?.yearly]).toEqual([key, expected.yearly]);
        if (expected.amountText !== undefined) expect([key, byKey.get(key)?.amountText]).toEqual([key, expected.amountText]);
        expect(expected.source.length).toBeGreaterThan(10);
      }
    },
    hedged: () => {
      for (const { id, person, source } of fixture.hedged ?? []) {
        const result = byKey.get(keyOf(id, person));
        expect([id, person, result?.status, result?.decided]).toEqual([id, person, 'maybe', true]);
        expect(source.length).toBeGreaterThan(10);
      }
    },
    excluded: () => {
      for (const { id, person } of fixture.excluded) {
        const status = byKey.get(keyOf(id, person))?.status ?? 'no';
        expect([id, person, status]).toEqual([id, person, 'no']);
      }
    },
    cash: () => {
      if (fixture.cash === 0) expect(headline.cash).toBe(0);
      else {
        expect(headline.cash).toBeGreaterThanOrEqual(fixture.cash * 0.5);
        expect(headline.cash).toBeLessThanOrEqual(fixture.cash * 2);
      }
    },
  };
};

describe.each(officialHouseholds.map((household) => [household.name, household] as const))('%s', (_name, fixture) => {
  const day = fixture.day ?? OFFICIAL_DAY;
  const truth = checks(fixture, fixture.household, fixture.birthDate);

  it('shows every expected benefit for its person, counted as its source says, at its figure', truth.expected);
  it('shows as only possible, and settled, what waits for applications to be confirmed open', truth.hedged);
  it('offers nothing its rules exclude', truth.excluded);
  it("counts a headline of cash within half and double of the sources' figure", truth.cash);

  it('shows what is coming within six months, with its date, and nothing whose cutoff has passed', () => {
    const soon = comingSoon(fixture.household, fixture.birthDate, day).map((item) => ({ id: item.id, person: item.personId, date: item.date }));
    for (const expected of fixture.comingSoon ?? []) expect(soon).toContainEqual(expected);
    for (const { id, person } of fixture.notComingSoon ?? []) expect(soon.filter((item) => item.id === id && item.person === person)).toEqual([]);
  });

  describe('answered through the steps, as a person answers them', () => {
    const answered = answerSteps({ profile: fixture.household, birthDate: fixture.birthDate }, day);
    const viaSteps = checks(fixture, answered.household, answered.birthDate);

    it('is decided in at most 12 steps from nothing', () => {
      expect([answered.done, answered.asked <= 12]).toEqual([true, true]);
    });
    it('shows every expected benefit for its person, counted as its source says, at its figure', viaSteps.expected);
    it('shows the same benefits as only possible', viaSteps.hedged);
    it('offers nothing its rules exclude', viaSteps.excluded);
    it("counts a headline of cash within half and double of the sources' figure", viaSteps.cash);
  });
});

describe('the widow living alone', () => {
  const widow = officialHouseholds.find((household) => household.name.startsWith('a widow of 78'));
  it('is never asked whether she is pregnant or about school grades, and is asked at most 8 questions', () => {
    if (!widow) throw new Error('no widow');
    expect(stepsToDecide({ profile: widow.household, birthDate: widow.birthDate }, OFFICIAL_DAY)).toBeLessThanOrEqual(8);
    const results = evaluateHousehold({ ...widow.household, isPregnant: undefined, topStudents: undefined, hasSecondaryStudentWithTopGrades: undefined }, widow.birthDate, OFFICIAL_DAY);
    const asked = results.flatMap((result) => result.missing.map((missing) => missing.fact));
    expect(asked).not.toContain('isPregnant');
    expect(asked).not.toContain('topStudents');
  });
});

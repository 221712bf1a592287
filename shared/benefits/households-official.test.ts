import { comingSoon } from './coming-soon';
import { headlineOf } from './headline';
import { evaluateHousehold } from './household';
import { OFFICIAL_DAY, officialHouseholds } from './households-official.fixtures';
import { stepsToDecide } from './steps';

const keyOf = (id: string, person: string): string => (person === 'self' ? id : `${id}:${person}`);

describe.each(officialHouseholds.map((household) => [household.name, household] as const))('%s', (_name, fixture) => {
  const results = evaluateHousehold(fixture.household, fixture.birthDate, OFFICIAL_DAY);
  const headline = headlineOf(fixture.household, fixture.birthDate, OFFICIAL_DAY, results);
  const byKey = new Map(results.map((result) => [result.key, result]));
  const lines = new Map(headline.lines.map((line) => [line.key, line]));

  it('shows every expected benefit for its person, counted as its source says', () => {
    for (const expected of fixture.expected) {
      const key = keyOf(expected.id, expected.person);
      const line = lines.get(key);
      expect([key, byKey.get(key)?.status, line?.counting]).toEqual([key, 'likely', expected.counting]);
      if (expected.yearly !== undefined) {
        expect(line?.yearly).toBeGreaterThanOrEqual(expected.yearly * 0.5);
        expect(line?.yearly).toBeLessThanOrEqual(expected.yearly * 2);
      }
      expect(expected.source.length).toBeGreaterThan(10);
    }
  });

  it('offers nothing its rules exclude', () => {
    for (const { id, person } of fixture.excluded) {
      const status = byKey.get(keyOf(id, person))?.status ?? 'no';
      expect([id, person, status]).toEqual([id, person, 'no']);
    }
  });

  it("counts a headline of cash within half and double of the sources' figure", () => {
    if (fixture.cash === 0) expect(headline.cash).toBe(0);
    else {
      expect(headline.cash).toBeGreaterThanOrEqual(fixture.cash * 0.5);
      expect(headline.cash).toBeLessThanOrEqual(fixture.cash * 2);
    }
  });

  it('shows what is coming within six months, with its date', () => {
    const soon = comingSoon(fixture.household, fixture.birthDate, OFFICIAL_DAY).map((item) => ({ id: item.id, person: item.personId, date: item.date }));
    for (const expected of fixture.comingSoon ?? []) expect(soon).toContainEqual(expected);
  });

  it('is decided in at most 12 questions from nothing', () => {
    expect(stepsToDecide({ profile: fixture.household, birthDate: fixture.birthDate }, OFFICIAL_DAY)).toBeLessThanOrEqual(12);
  });
});

describe('the widow living alone', () => {
  const widow = officialHouseholds.find((household) => household.name.startsWith('a widow'));
  it('is never asked whether she is pregnant or about school grades, and is asked at most 8 questions', () => {
    if (!widow) throw new Error('no widow');
    expect(stepsToDecide({ profile: widow.household, birthDate: widow.birthDate }, OFFICIAL_DAY)).toBeLessThanOrEqual(8);
    const results = evaluateHousehold({ ...widow.household, isPregnant: undefined, topStudents: undefined, hasSecondaryStudentWithTopGrades: undefined }, widow.birthDate, OFFICIAL_DAY);
    const asked = results.flatMap((result) => result.missing.map((missing) => missing.fact));
    expect(asked).not.toContain('isPregnant');
    expect(asked).not.toContain('topStudents');
  });
});

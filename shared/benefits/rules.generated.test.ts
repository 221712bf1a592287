import { build } from 'esbuild';
import { parseIsoDate, toIsoDate, type CalendarDate } from '../age';
import { benefitCatalogue } from './catalogue';
import { benefitStatuses, nextRecountOn } from './coverage';
import { evaluateHousehold } from './household';
import { nobodyElse, retiredHousehold, singleMotherHousehold } from './households.fixtures';
import type { HouseholdProfile } from './profile';
import { benefitsOn, rulesOf } from './rules';
import { benefitRules } from './rules.generated';
import { generateHouseholds, generateHouseholdsWithMembers, SIMULATION_DAY, type Household } from './simulate';
import { statusRank, type BenefitStatus } from './types';

const day = (iso: string): CalendarDate => {
  const parsed = parseIsoDate(iso);
  if (!parsed) throw new Error(`Not a date: ${iso}`);
  return parsed;
};
const dayAfter = (iso: string): string => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};
const dayBefore = (iso: string): string => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
};

describe('rules.generated.ts', () => {
  it('is the authored catalogue without its texts (after editing shared/benefits/catalogue, run `npm run generate:rules`)', () => {
    expect(benefitRules).toStrictEqual(rulesOf(benefitCatalogue));
  });

  it('carries none of the catalogue’s texts: only ids, dates, the claim link and the conditions', () => {
    const keys = new Set<string>();
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') {
        for (const [key, child] of Object.entries(value)) {
          keys.add(key);
          collect(child);
        }
      }
    };
    collect(benefitRules);
    expect([...keys].sort()).toEqual(['allOf', 'anyOf', 'applicationWindows', 'criteria', 'day', 'fact', 'from', 'hedged', 'id', 'month', 'officialUrl', 'on', 'op', 'to', 'validFrom', 'validTo', 'value']);
  });

  it('lets a function judge statuses, find its recount day and link a reminder without bundling the catalogue', async () => {
    const result = await build({
      stdin: {
        contents: `export { benefitStatuses, coverageDeltas, nextRecountOn } from './coverage';
                   export { versionOn } from './rules';
                   export { benefitRules } from './rules.generated';
                   export { benefitNames } from './ids';`,
        resolveDir: __dirname,
        loader: 'ts',
      },
      bundle: true,
      minify: true,
      platform: 'node',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const inputs = Object.values(result.metafile.outputs).flatMap((output) => Object.entries(output.inputs).filter(([, input]) => input.bytesInOutput > 0).map(([name]) => name));
    expect(inputs).toContain('shared/benefits/rules.generated.ts');
    expect(inputs.filter((input) => /shared\/benefits\/(catalogue\/|evaluate|amounts|questions)/.test(input))).toEqual([]);
  });
});

/** Every day a version of the catalogue starts or the day after one ends, from 2025 on, with the day before it. */
const versionDays = [
  ...new Set(
    benefitCatalogue.flatMap((version) => [
      version.validFrom,
      ...(version.validTo ? [dayAfter(version.validTo)] : []),
      ...(version.applicationWindows ?? []).flatMap((window) => [window.from, dayAfter(window.to)]),
    ]),
  ),
]
  .filter((iso) => iso >= '2025-01-01')
  .flatMap((iso) => [dayBefore(iso), iso]);
const days = [...new Set([toIsoDate(SIMULATION_DAY), '2026-12-31', ...versionDays])].sort();

/** The same household with about a third of its answers (and, for some, the birth date) not given yet: maybes. */
interface Answers {
  profile: HouseholdProfile;
  birthDate: string | undefined;
}
const partly = ({ profile, birthDate }: Household, index: number): Answers => ({
  profile: Object.fromEntries(Object.entries(profile).filter((_entry, key) => (key + index) % 3 !== 0)),
  birthDate: index % 4 === 0 ? undefined : birthDate,
});

const generated = generateHouseholds(30, 7);
const withMembers = generateHouseholdsWithMembers(10, 11);
const households: Answers[] = [
  { profile: {}, birthDate: undefined },
  { profile: nobodyElse, birthDate: '1990-06-15' },
  retiredHousehold,
  singleMotherHousehold,
  ...generated,
  ...generated.map(partly),
  ...withMembers,
];

/** The household's best status per benefit, from the whole catalogue with its texts: what the dashboard shows. */
const shownStatuses = ({ profile, birthDate }: Answers, iso: string): Record<string, BenefitStatus> => {
  const best: Record<string, BenefitStatus> = {};
  for (const result of evaluateHousehold(profile, birthDate, day(iso))) {
    const kept = best[result.id];
    if (!kept || statusRank[result.status] < statusRank[kept]) best[result.id] = result.status;
  }
  return best;
};

describe('statuses from the generated rules', () => {
  it('covers days on which a version of a benefit changes', () => {
    const changes = days.filter((iso, index) => {
      const before = days[index - 1];
      if (before !== dayBefore(iso)) return false;
      const versionsOn = (on: string) => benefitsOn(benefitCatalogue, on).map(({ current }) => current);
      const [was, is] = [versionsOn(before), versionsOn(iso)];
      return is.some((version, benefit) => version && was[benefit] && version !== was[benefit]);
    });
    expect(changes).toEqual(expect.arrayContaining(['2026-02-01', '2026-09-01']));
  });

  it(`are the statuses the whole catalogue gives, for ${String(households.length)} households on ${String(days.length)} days`, () => {
    const mismatches: string[] = [];
    const seen = new Set<BenefitStatus>();
    for (const iso of days) {
      for (const [index, answers] of households.entries()) {
        const expected = shownStatuses(answers, iso);
        const actual = benefitStatuses(answers.profile, answers.birthDate, day(iso));
        Object.values(actual).forEach((status) => seen.add(status));
        for (const id of new Set([...Object.keys(expected), ...Object.keys(actual)])) {
          if (expected[id] !== actual[id]) mismatches.push(`${iso} household ${String(index)} ${id}: ${String(actual[id])}, evaluateBenefits ${String(expected[id])}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect([...seen].sort()).toEqual(['likely', 'maybe', 'no']);
  });

  it('give the same next recount day as the whole catalogue', () => {
    for (const iso of days) {
      for (const birthDate of [undefined, '1961-12-01', '1960-02-29', '2008-03-15']) {
        expect([iso, birthDate, nextRecountOn(birthDate, day(iso))]).toEqual([iso, birthDate, nextRecountOn(birthDate, day(iso), benefitCatalogue)]);
      }
    }
  });
});

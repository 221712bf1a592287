import { toIsoDate, type CalendarDate } from '../age';
import { birthOf, judgeHousehold } from './household-people';
import { factsOf, judgeAll } from './judge';
import type { HouseholdMember, HouseholdProfile } from './profile';
import { benefitsOn, cappedStatus, type BenefitRule, type RuleCriterion } from './rules';
import { benefitRules } from './rules.generated';
import { statusRank, type BenefitStatus } from './types';

/**
 * Coverage: how many users are likely / maybe / no for each benefit, kept as
 * counters that change by deltas when a user's answers change, so reading them never scans users.
 * Each user document keeps the statuses it was last counted with (`BenefitStatuses`): the delta is
 * always from what was counted to what is true now, so the counters stay the sum of those snapshots.
 */
export type BenefitStatuses = Record<string, BenefitStatus>;

export const benefitStatusList: readonly BenefitStatus[] = ['likely', 'maybe', 'no'];

/**
 * Each person's status for each benefit of the catalogue on `today` (no for one not in force), keyed
 * as the dashboard keys its cards (`pgu`, `pgu:maria`): the household judged by the same function as
 * the dashboard (`judgeHousehold`), from the rules alone: the functions that count or remind carry the
 * generated rules, not the catalogue's texts.
 */
export const householdStatuses = (
  household: HouseholdProfile,
  birthDate: string | undefined,
  today: CalendarDate,
  rules: readonly BenefitRule[] = benefitRules,
): BenefitStatuses => {
  const isoDay = toIsoDate(today);
  const judged = judgeHousehold(household, birthDate, today, rules, (facts, birth, day, versions) => {
    const known = factsOf(facts, birth, day);
    return benefitsOn(versions, isoDay).map(({ id, current }) => ({ id, status: current ? cappedStatus(judgeAll(current.criteria, known).status, current, isoDay) : 'no' }));
  });
  return Object.fromEntries(judged.map((result) => [result.key, result.status]));
};

/**
 * The household's status for each benefit of the catalogue on `today`: the best of its people's
 * (likely if it is likely for anyone), as the dashboard shows it; what the coverage counters count.
 */
export const benefitStatuses = (
  household: HouseholdProfile,
  birthDate: string | undefined,
  today: CalendarDate,
  rules: readonly BenefitRule[] = benefitRules,
): BenefitStatuses => {
  const best: BenefitStatuses = {};
  for (const [key, status] of Object.entries(householdStatuses(household, birthDate, today, rules))) {
    const id = key.split(':')[0] ?? key;
    const kept = best[id];
    if (!kept || statusRank[status] < statusRank[kept]) best[id] = status;
  }
  return best;
};

export interface CoverageDelta {
  benefitId: string;
  add: Partial<Record<BenefitStatus, number>>;
}

/** The counter changes from `before` (undefined: never counted) to `after`; only benefits whose status moved. */
export const coverageDeltas = (before: BenefitStatuses | undefined, after: BenefitStatuses): CoverageDelta[] => {
  const ids = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after)])].sort();
  return ids.flatMap((benefitId) => {
    const from = before?.[benefitId];
    const to = after[benefitId];
    if (from === to) return [];
    const add: Partial<Record<BenefitStatus, number>> = {};
    if (from) add[from] = -1;
    if (to) add[to] = 1;
    return [{ benefitId, add }];
  });
};

/** GET /api/kpi/benefit-coverage: aggregate counts only, never a user's answers. */
export interface BenefitCoverageKpi {
  benefits: { id: string; name: string; likely: number; maybe: number; no: number }[];
  /** Users counted: those who have answered at least one household question. */
  users: number;
}

const nextDay = (isoDay: string): string => {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/** The next birthday after `today` (29 February: 1 March in other years, as ageOn counts it). */
const nextBirthday = (birthDate: string, today: CalendarDate): string | undefined => {
  const [, month, day] = birthDate.split('-').map(Number);
  if (!month || !day) return undefined;
  for (const year of [today.year, today.year + 1]) {
    const leap = new Date(Date.UTC(year, 1, 29)).getUTCMonth() === 1;
    const birthday = month === 2 && day === 29 && !leap ? toIsoDate({ year, month: 3, day: 1 }) : toIsoDate({ year, month, day });
    if (birthday > toIsoDate(today)) return birthday;
  }
  return undefined;
};

/** The ages in months the rules compare (`ageMonths`: 777, the PGU's 64 years and 9 months). */
const monthAges = (rules: readonly Partial<Pick<BenefitRule, 'criteria'>>[]): number[] => {
  const found = new Set<number>();
  const walk = (criterion: RuleCriterion): void => {
    if ('allOf' in criterion) criterion.allOf.forEach(walk);
    else if ('anyOf' in criterion) criterion.anyOf.forEach(walk);
    else if (criterion.fact === 'ageMonths') found.add(criterion.value);
  };
  for (const rule of rules) rule.criteria?.forEach(walk);
  return [...found];
};

/** The day someone born on `birthDate` is `months` months old (the month's last day plus one when it is shorter). */
const dayAtAgeMonths = (birthDate: string, months: number): string => {
  const [year = 0, month = 1, day = 1] = birthDate.split('-').map(Number);
  const total = month - 1 + months;
  const target = new Date(Date.UTC(year + Math.floor(total / 12), total % 12, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return day > last ? nextDay(toIsoDate({ year: target.getUTCFullYear(), month: target.getUTCMonth() + 1, day: last })) : toIsoDate({ year: target.getUTCFullYear(), month: target.getUTCMonth() + 1, day });
};

/**
 * The first day after `today` on which a household's statuses may change with no new answer: a
 * birthday of the user or a member (an age limit), 1 January (ages taken on a fixed day of the year), or a day a version of
 * a benefit starts or the day after one ends. The daily job recounts the user on that day.
 */
export const nextRecountOn = (
  birthDate: string | undefined,
  today: CalendarDate,
  rules: readonly (Pick<BenefitRule, 'validFrom' | 'validTo'> & Partial<Pick<BenefitRule, 'criteria' | 'applicationWindows'>>)[] = benefitRules,
  members: readonly Pick<HouseholdMember, 'birthDate' | 'age' | 'ageOn'>[] = [],
): string => {
  const isoToday = toIsoDate(today);
  // A call opening or closing moves a status as a version starting or ending does.
  const boundaries = rules.flatMap((version) => [
    version.validFrom,
    ...(version.validTo ? [nextDay(version.validTo)] : []),
    ...(version.applicationWindows ?? []).flatMap((window) => [window.from, nextDay(window.to)]),
  ]);
  // Every person of the household: a member's birthday moves the household's statuses as the user's does; for a
  // member whose age alone was told, the birthdays of the earliest and the latest birth dates it allows.
  const birthDates = [...(birthDate ? [birthDate] : []), ...members.flatMap((member) => (birthOf(member) ?? '').split('/').filter(Boolean))];
  const ages = monthAges(rules);
  const candidates = [
    ...boundaries,
    toIsoDate({ year: today.year + 1, month: 1, day: 1 }),
    ...birthDates.flatMap((birth) => {
      const birthday = nextBirthday(birth, today);
      return [...(birthday ? [birthday] : []), ...ages.map((months) => dayAtAgeMonths(birth, months))];
    }),
  ].filter((day) => day > isoToday);
  return candidates.sort()[0] ?? toIsoDate({ year: today.year + 1, month: 1, day: 1 });
};

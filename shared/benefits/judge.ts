import { ageOn, type CalendarDate } from '../age';
import type { Facts } from './amounts';
import { birthRange } from './household-people';
import type { HouseholdProfile } from './profile';
import type { AnyOf, BenefitStatus, Comparison, Condition, CriterionTree } from './types';

/**
 * The criteria logic, once: whether a benefit's conditions hold for a household. It reads only the
 * conditions' facts, operators and values, so it judges the authored catalogue (with its Spanish
 * texts, `evaluate.ts`) and the generated text-less rules (`rules.generated.ts`, the functions'
 * statuses) alike; the verdict points at the conditions that decided it, and the caller reads
 * their texts if it has them.
 */

/** The outcome of a criterion, with the conditions (and groups) that decided it. */
export interface Verdict<L extends Condition, A> {
  status: BenefitStatus;
  /** likely: the conditions that hold. */
  met: L[];
  /** no: the conditions, or the groups none of whose alternatives holds, that rule the user out. */
  failed: (L | AnyOf<L, A>)[];
  /** maybe: the conditions whose fact we do not know yet. */
  needs: L[];
}

/**
 * What the rules read, from the profile, the birth (an ISO date, or for a member whose age alone was told
 * the ISO interval of dates it allows, `earliest/latest`) and the day.
 */
export const factsOf = (profile: HouseholdProfile, birthDate: string | undefined, today: CalendarDate): Facts => {
  const range = birthRange(birthDate);
  const exact = range && range.earliest.year === range.latest.year && range.earliest.month === range.latest.month && range.earliest.day === range.latest.day;
  return { profile, birth: exact ? range.earliest : undefined, ...(range && !exact ? { birthRange: range } : {}), today };
};

/** An age (in years, on a day of the year with `on`, or in whole months) of someone born on `birth`. */
const ageValue = (condition: Extract<Condition, { op: Comparison }>, birth: CalendarDate, today: CalendarDate): number => {
  if (condition.fact === 'ageMonths') return (today.year - birth.year) * 12 + (today.month - birth.month) - (today.day < birth.day ? 1 : 0);
  return ageOn(birth, condition.on ? { year: today.year, ...condition.on } : today);
};

/**
 * A fact's value: undefined while we do not know it, null when it cannot apply
 * (no tramo outside the RSH, no pension amount for someone without a pension).
 */
const readFact = (condition: Condition, { profile, birth, today }: Facts): number | boolean | null | undefined => {
  switch (condition.fact) {
    case 'age':
    case 'ageMonths':
      return birth ? ageValue(condition, birth, today) : undefined;
    case 'inRsh':
      return profile.inRsh ?? (profile.rshTramo === undefined ? undefined : true);
    case 'rshTramo':
      return profile.inRsh === false ? null : profile.rshTramo;
    case 'isPensioner':
      return profile.isPensioner ?? (profile.pensionAmount === undefined ? undefined : true);
    case 'pensionAmount':
      return profile.isPensioner === false ? null : profile.pensionAmount;
    default:
      return profile[condition.fact];
  }
};

const compare = (actual: number, op: Comparison, expected: number): boolean => {
  switch (op) {
    case 'gte':
      return actual >= expected;
    case 'gt':
      return actual > expected;
    case 'lte':
      return actual <= expected;
    case 'lt':
      return actual < expected;
    case 'eq':
      return actual === expected;
  }
};

const holds = (condition: Condition, value: number | boolean): boolean =>
  condition.op === 'is' ? value === condition.value : typeof value === 'number' && compare(value, condition.op, condition.value);

const verdict = <L extends Condition, A>(status: BenefitStatus, parts: Partial<Omit<Verdict<L, A>, 'status'>> = {}): Verdict<L, A> => ({
  status,
  met: parts.met ?? [],
  failed: parts.failed ?? [],
  needs: parts.needs ?? [],
});

const judge = <L extends Condition, A>(criterion: CriterionTree<L, A>, facts: Facts): Verdict<L, A> => {
  if ('fact' in criterion && (criterion.fact === 'age' || criterion.fact === 'ageMonths') && !facts.birth && facts.birthRange) {
    // Only an age was told: the condition is decided when it holds (or fails) for every birth date it allows.
    const [oldest, youngest] = [facts.birthRange.earliest, facts.birthRange.latest].map((birth) => holds(criterion, ageValue(criterion, birth, facts.today)));
    if (oldest !== youngest) return verdict<L, A>('maybe', { needs: [criterion] });
    return oldest ? verdict<L, A>('likely', { met: [criterion] }) : verdict<L, A>('no', { failed: [criterion] });
  }
  if ('fact' in criterion) {
    const value = readFact(criterion, facts);
    if (value === undefined) return verdict<L, A>('maybe', { needs: [criterion] });
    return value !== null && holds(criterion, value) ? verdict<L, A>('likely', { met: [criterion] }) : verdict<L, A>('no', { failed: [criterion] });
  }
  if ('allOf' in criterion) return judgeAll(criterion.allOf, facts);
  const verdicts = criterion.anyOf.map((child) => judge(child, facts));
  const likely = verdicts.find((child) => child.status === 'likely');
  if (likely) return verdict<L, A>('likely', { met: likely.met });
  if (verdicts.every((child) => child.status === 'no')) return verdict<L, A>('no', { failed: [criterion] });
  return verdict<L, A>('maybe', { needs: verdicts.flatMap((child) => (child.status === 'maybe' ? child.needs : [])) });
};

/** All of `criteria` must hold: no if one is no, likely if all are likely, maybe otherwise. */
export const judgeAll = <L extends Condition, A>(criteria: readonly CriterionTree<L, A>[], facts: Facts): Verdict<L, A> => {
  const verdicts = criteria.map((child) => judge(child, facts));
  const status: BenefitStatus = verdicts.some((child) => child.status === 'no')
    ? 'no'
    : verdicts.every((child) => child.status === 'likely')
      ? 'likely'
      : 'maybe';
  return verdict(status, {
    met: verdicts.flatMap((child) => child.met),
    failed: verdicts.flatMap((child) => child.failed),
    needs: verdicts.flatMap((child) => child.needs),
  });
};

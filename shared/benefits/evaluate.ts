import { ageOn, parseIsoDate, toIsoDate, type CalendarDate } from '../age';
import { amountFacts, computeAmount, describeAmount, frequencySuffix, type Facts } from './amounts';
import { benefitCatalogue } from './catalogue';
import { formatClp, formatIsoDateEsCl } from './format';
import { profileQuestions, questionFor, type HouseholdProfile, type QuestionFact } from './profile';
import type { BenefitResult, BenefitStatus, BenefitVersion, Comparison, Criterion, MissingFact } from './types';

interface Need {
  fact: QuestionFact;
  text: string;
}

/** The three-valued outcome of a criterion, with the texts that explain it. */
interface Verdict {
  status: BenefitStatus;
  met: string[];
  failed: string[];
  needs: Need[];
}

type LeafCriterion = Extract<Criterion, { fact: string }>;

/**
 * A fact's value: undefined while we do not know it, null when it cannot apply
 * (no tramo outside the RSH, no pension amount for someone without a pension).
 */
const readFact = (criterion: LeafCriterion, { profile, birth, today }: Facts): number | boolean | null | undefined => {
  switch (criterion.fact) {
    case 'age': {
      if (!birth) return undefined;
      const on = criterion.on ? { year: today.year, ...criterion.on } : today;
      return ageOn(birth, on);
    }
    case 'inRsh':
      return profile.inRsh ?? (profile.rshTramo === undefined ? undefined : true);
    case 'rshTramo':
      return profile.inRsh === false ? null : profile.rshTramo;
    case 'isPensioner':
      return profile.isPensioner ?? (profile.pensionAmount === undefined ? undefined : true);
    case 'pensionAmount':
      return profile.isPensioner === false ? null : profile.pensionAmount;
    default:
      return profile[criterion.fact];
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

const holds = (criterion: LeafCriterion, value: number | boolean): boolean =>
  criterion.op === 'is' ? value === criterion.value : typeof value === 'number' && compare(value, criterion.op, criterion.value);

const verdict = (status: BenefitStatus, parts: Partial<Omit<Verdict, 'status'>> = {}): Verdict => ({
  status,
  met: parts.met ?? [],
  failed: parts.failed ?? [],
  needs: parts.needs ?? [],
});

const judge = (criterion: Criterion, facts: Facts): Verdict => {
  if ('allOf' in criterion) return judgeAll(criterion.allOf, facts);
  if ('anyOf' in criterion) {
    const verdicts = criterion.anyOf.map((child) => judge(child, facts));
    const likely = verdicts.find((child) => child.status === 'likely');
    if (likely) return verdict('likely', { met: likely.met });
    if (verdicts.every((child) => child.status === 'no')) return verdict('no', { failed: [criterion.reason] });
    return verdict('maybe', { needs: verdicts.flatMap((child) => (child.status === 'maybe' ? child.needs : [])) });
  }
  const value = readFact(criterion, facts);
  if (value === undefined) return verdict('maybe', { needs: [{ fact: criterion.fact === 'age' ? 'birthDate' : criterion.fact, text: criterion.need }] });
  return value !== null && holds(criterion, value) ? verdict('likely', { met: [criterion.met] }) : verdict('no', { failed: [criterion.reason] });
};

const judgeAll = (criteria: readonly Criterion[], facts: Facts): Verdict => {
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

/** The next question for a missing fact: one whose own precondition is still unknown is asked first. */
const nextQuestionFact = (fact: QuestionFact, profile: HouseholdProfile): QuestionFact => {
  const condition = questionFor(fact)?.askIf;
  return condition && profile[condition.fact] === undefined ? nextQuestionFact(condition.fact, profile) : fact;
};

const missingQuestions = (needs: readonly Need[], profile: HouseholdProfile): MissingFact[] => {
  const facts = [...new Set(needs.map((need) => nextQuestionFact(need.fact, profile)))];
  return facts.flatMap((fact) => {
    const question = questionFor(fact);
    return question ? [{ fact, question: question.text }] : [];
  });
};

// ---------------------------------------------------------------------------------------
// Versions and results
// ---------------------------------------------------------------------------------------

export const isValidOn = (version: BenefitVersion, isoDay: string): boolean =>
  version.validFrom <= isoDay && (version.validTo === null || isoDay <= version.validTo);

const baseResult = (version: BenefitVersion) => ({
  id: version.id,
  name: version.name,
  summary: version.summary,
  frequency: version.frequency,
  paymentsPerYear: version.frequency === 'mensual' ? (version.paymentsPerYear ?? 12) : 1,
  amountPeriod: version.amountPeriod,
  whenPaid: version.whenPaid,
  howToClaim: version.howToClaim,
  officialUrl: version.officialUrl,
  source: version.source,
  validFrom: version.validFrom,
  validTo: version.validTo,
});

/** A benefit with no version valid today: ended, or not started yet. */
const notInForce = (versions: readonly BenefitVersion[], isoDay: string): BenefitResult | undefined => {
  const ended = versions.filter((version) => version.validTo !== null && version.validTo < isoDay);
  const latest = ended.reduce<BenefitVersion | undefined>((last, version) => (!last || (version.validTo ?? '') > (last.validTo ?? '') ? version : last), undefined);
  const upcoming = versions.reduce<BenefitVersion | undefined>((first, version) => (!first || version.validFrom < first.validFrom ? version : first), undefined);
  const shown = latest ?? upcoming;
  if (!shown) return undefined;
  const reason = latest?.validTo
    ? `Este beneficio ya no está vigente (terminó el ${formatIsoDateEsCl(latest.validTo)}).`
    : `Este beneficio todavía no está vigente (empieza el ${formatIsoDateEsCl(shown.validFrom)}).`;
  return { ...baseResult(shown), status: 'no', reasons: [reason], missing: [], amount: undefined, amountText: describeAmount(shown.amount, shown.frequency) };
};

const evaluateVersion = (version: BenefitVersion, facts: Facts): BenefitResult => {
  const outcome = judgeAll(version.criteria, facts);
  const reasons = outcome.status === 'likely' ? outcome.met : outcome.status === 'no' ? outcome.failed : [...new Set(outcome.needs.map((need) => need.text))];
  const computed = outcome.status === 'no' ? undefined : computeAmount(version.amount, facts);
  const amountText = computed
    ? `${computed.upperBound === true ? 'Hasta ' : ''}${formatClp(computed.value)}${computed.per ? ` ${computed.per}` : ''} ${frequencySuffix[version.frequency]}`
    : describeAmount(version.amount, version.frequency);
  return {
    ...baseResult(version),
    status: outcome.status,
    reasons,
    missing: outcome.status === 'maybe' ? missingQuestions(outcome.needs, facts.profile) : [],
    amount: computed && { value: computed.value, label: computed.label, ...(computed.upperBound === true ? { upperBound: true } : {}) },
    amountText,
  };
};

const statusOrder: Record<BenefitStatus, number> = { likely: 0, maybe: 1, no: 2 };

/**
 * Evaluates every benefit of the catalogue for this user on `today`: one result per
 * benefit id, likely first, then maybe, then no. Results are estimates; the official
 * check decides.
 */
export const evaluateBenefits = (
  profile: HouseholdProfile,
  birthDate: string | undefined,
  today: CalendarDate,
  catalogue: readonly BenefitVersion[] = benefitCatalogue,
): BenefitResult[] => {
  const facts: Facts = { profile, birth: birthDate === undefined ? undefined : parseIsoDate(birthDate), today };
  const isoDay = toIsoDate(today);
  const ids = [...new Set(catalogue.map((version) => version.id))];
  const results = ids.flatMap((id) => {
    const versions = catalogue.filter((version) => version.id === id);
    const current = versions.find((version) => isValidOn(version, isoDay));
    const result = current ? evaluateVersion(current, facts) : notInForce(versions, isoDay);
    return result ? [result] : [];
  });
  return results.sort((a, b) => statusOrder[a.status] - statusOrder[b.status]);
};

const criterionFacts = (criterion: Criterion): QuestionFact[] => {
  if ('allOf' in criterion) return criterion.allOf.flatMap(criterionFacts);
  if ('anyOf' in criterion) return criterion.anyOf.flatMap(criterionFacts);
  return [criterion.fact === 'age' ? 'birthDate' : criterion.fact];
};

/**
 * The facts the rules use (criteria and amounts, plus the questions they depend on), in
 * the order the UI asks them, so that the UI asks only what is needed. With `today`,
 * only the versions valid that day count.
 */
export const factsNeeded = (catalogue: readonly BenefitVersion[] = benefitCatalogue, today?: CalendarDate): QuestionFact[] => {
  const versions = today ? catalogue.filter((version) => isValidOn(version, toIsoDate(today))) : catalogue;
  const used = new Set(versions.flatMap((version) => [...version.criteria.flatMap(criterionFacts), ...amountFacts(version.amount)]));
  for (const fact of [...used]) {
    for (let condition = questionFor(fact)?.askIf; condition; condition = questionFor(condition.fact)?.askIf) used.add(condition.fact);
  }
  const order: QuestionFact[] = ['birthDate', ...profileQuestions.map((question) => question.fact)];
  return order.filter((fact) => used.has(fact));
};

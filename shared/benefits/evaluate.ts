import { ageOn, parseIsoDate, toIsoDate, type CalendarDate } from '../age';
import { benefitCatalogue } from './catalogue';
import { formatClp, formatIsoDateEsCl } from './format';
import { profileQuestions, questionFor, type HouseholdProfile, type QuestionFact } from './profile';
import type { BenefitAmount, BenefitResult, BenefitStatus, BenefitVersion, Comparison, Criterion, Frequency, MissingFact } from './types';

/** What the rules read: the household profile, the birth date and the day of the evaluation. */
interface Facts {
  profile: HouseholdProfile;
  birth: CalendarDate | undefined;
  today: CalendarDate;
}

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
// Amounts
// ---------------------------------------------------------------------------------------

const frequencySuffix: Record<Frequency, string> = {
  mensual: 'al mes',
  anual: 'una vez al año',
  único: 'por única vez',
  'por convocatoria': 'por convocatoria',
};

const plural = (count: number, singular: string, pluralForm: string): string => `${String(count)} ${count === 1 ? singular : pluralForm}`;

const householdLabel = (from: number, to: number | null): string =>
  to === null ? `Hogar de ${String(from)} o más personas` : from === to ? `Hogar de ${plural(from, 'persona', 'personas')}` : `Hogar de ${String(from)} a ${String(to)} personas`;

interface ComputedAmount {
  value: number;
  label: string;
  /** What the value counts, when it is not the whole payment (e.g. "por carga"). */
  per?: string;
}

/** This user's amount, where the facts it depends on are known. */
const computeAmount = (amount: BenefitAmount, facts: Facts): ComputedAmount | undefined => {
  const { cargas, monthlyIncome, householdSize, hasDisabledDependant } = facts.profile;
  switch (amount.kind) {
    case 'fixed':
      return { value: amount.value, label: 'Monto del beneficio' };
    case 'perCarga': {
      if (cargas === 0 && amount.perFamilyWithoutCargas === true) return { value: amount.value, label: 'Por familia' };
      if (cargas === undefined || cargas === 0) return { value: amount.value, label: 'Por cada carga', per: 'por carga' };
      const withDisability = hasDisabledDependant === true && amount.disabledValue !== undefined;
      const value = amount.value * cargas + (withDisability && amount.disabledValue !== undefined ? amount.disabledValue - amount.value : 0);
      const label = `${formatClp(amount.value)} por carga × ${plural(cargas, 'carga', 'cargas')}${withDisability ? ', una de ellas con discapacidad (se paga el doble)' : ''}`;
      return { value, label };
    }
    case 'incomeBrackets': {
      if (monthlyIncome === undefined) return undefined;
      const bracket = amount.brackets.find((candidate) => monthlyIncome <= candidate.upTo);
      if (!bracket) return undefined;
      if (cargas === undefined || cargas === 0) return { value: bracket.perCarga, label: `${bracket.name}, por cada carga`, per: 'por carga' };
      return { value: bracket.perCarga * cargas, label: `${bracket.name}: ${formatClp(bracket.perCarga)} por carga × ${plural(cargas, 'carga', 'cargas')}` };
    }
    case 'byHouseholdSize': {
      if (householdSize === undefined) return undefined;
      const band = amount.bands.find((candidate) => householdSize >= candidate.from && (candidate.to === null || householdSize <= candidate.to));
      return band && { value: band.value, label: householdLabel(band.from, band.to) };
    }
    case 'byAge': {
      if (!facts.birth) return undefined;
      const age = ageOn(facts.birth, facts.today);
      const index = amount.bands.findIndex((candidate) => age >= candidate.from);
      const band = amount.bands[index];
      if (!band) return undefined;
      const older = amount.bands[index - 1];
      const label = older ? `Para personas de ${String(band.from)} a ${String(older.from - 1)} años` : `Para personas de ${String(band.from)} años o más`;
      return { value: band.value, label };
    }
  }
};

/** The amount in general, for someone whose own amount we cannot compute. */
const describeAmount = (amount: BenefitAmount, frequency: Frequency): string => {
  const suffix = frequencySuffix[frequency];
  switch (amount.kind) {
    case 'fixed':
      return `${formatClp(amount.value)} ${suffix}`;
    case 'perCarga':
      return amount.disabledValue === undefined
        ? `${formatClp(amount.value)} por carga ${suffix}`
        : `${formatClp(amount.value)} por carga ${suffix} (${formatClp(amount.disabledValue)} por una carga con discapacidad)`;
    case 'incomeBrackets': {
      const values = amount.brackets.map((bracket) => bracket.perCarga);
      return `Entre ${formatClp(Math.min(...values))} y ${formatClp(Math.max(...values))} por carga ${suffix}, según tu ingreso`;
    }
    case 'byHouseholdSize': {
      const values = amount.bands.map((band) => band.value);
      return `Entre ${formatClp(Math.min(...values))} y ${formatClp(Math.max(...values))} ${suffix}, según cuántas personas viven en tu hogar`;
    }
    case 'byAge':
      return [...amount.bands]
        .reverse()
        .map((band) => `${formatClp(band.value)} ${suffix} desde los ${String(band.from)} años`)
        .join('; ');
  }
};

// ---------------------------------------------------------------------------------------
// Versions and results
// ---------------------------------------------------------------------------------------

const isValidOn = (version: BenefitVersion, isoDay: string): boolean =>
  version.validFrom <= isoDay && (version.validTo === null || isoDay <= version.validTo);

const baseResult = (version: BenefitVersion) => ({
  id: version.id,
  name: version.name,
  summary: version.summary,
  frequency: version.frequency,
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
    ? `${formatClp(computed.value)}${computed.per ? ` ${computed.per}` : ''} ${frequencySuffix[version.frequency]}`
    : describeAmount(version.amount, version.frequency);
  return {
    ...baseResult(version),
    status: outcome.status,
    reasons,
    missing: outcome.status === 'maybe' ? missingQuestions(outcome.needs, facts.profile) : [],
    amount: computed && { value: computed.value, label: computed.label },
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

const amountFacts = (amount: BenefitAmount): QuestionFact[] => {
  switch (amount.kind) {
    case 'fixed':
      return [];
    case 'perCarga':
      return amount.disabledValue === undefined ? ['cargas'] : ['cargas', 'hasDisabledDependant'];
    case 'incomeBrackets':
      return ['monthlyIncome', 'cargas'];
    case 'byHouseholdSize':
      return ['householdSize'];
    case 'byAge':
      return ['birthDate'];
  }
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

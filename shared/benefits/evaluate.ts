import { toIsoDate, type CalendarDate } from '../age';
import { amountFacts, computeAmount, describeAmount, frequencySuffix, type Facts } from './amounts';
import { benefitCatalogue } from './catalogue';
import { formatClp, formatIsoDateEsCl } from './format';
import { factsOf, judgeAll, type Verdict } from './judge';
import { profileQuestions, questionFor, type HouseholdProfile, type QuestionFact } from './profile';
import { benefitsOn, cappedStatus, isValidOn, windowOn } from './rules';
import { statusRank, type BenefitResult, type BenefitVersion, type Criterion, type MissingFact } from './types';

interface Need {
  fact: QuestionFact;
  text: string;
}

type AuthoredCondition = Extract<Criterion, { fact: string }>;

/** The Spanish texts of the conditions (and groups) that decided a verdict: why likely, why no, what we need to know. */
const explain = ({ status, met, failed, needs }: Verdict<AuthoredCondition, { reason: string }>): { reasons: string[]; needs: Need[] } => {
  const needed = needs.map((condition): Need => ({ fact: condition.fact === 'age' || condition.fact === 'ageMonths' ? 'birthDate' : condition.fact, text: condition.need }));
  const reasons = status === 'likely' ? met.map((condition) => condition.met) : status === 'no' ? failed.map((node) => node.reason) : [...new Set(needed.map((need) => need.text))];
  return { reasons, needs: needed };
};

/**
 * The next question for a missing fact: one whose own precondition is still unknown is asked first. Social
 * security follows from work and pensions (household-people.ts): "¿Trabajas con contrato…?", then "¿Recibes
 * alguna pensión…?", never "¿Tienes previsión social?" right after a question that answers it.
 */
const nextQuestionFact = (fact: QuestionFact, profile: HouseholdProfile): QuestionFact => {
  if (fact === 'hasSocialSecurity') return profile.isWorking === undefined ? 'isWorking' : profile.isPensioner === undefined ? 'isPensioner' : fact;
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
  return { ...baseResult(shown), status: 'no', reasons: [reason], missing: [], amount: undefined, amountText: describeAmount(shown.amount, shown.frequency), decided: true };
};

/** Why a benefit whose criteria hold is only a "maybe" today: applications not known to be taken. */
const closedReason = (version: BenefitVersion, isoDay: string): string => {
  if (version.hedge !== undefined) return version.hedge;
  const next = version.applicationWindows?.find((window) => window.from > isoDay);
  const last = [...(version.applicationWindows ?? [])].reverse().find((window) => window.to < isoDay);
  if (next) return `Se postula solo durante los llamados: el próximo se abre el ${formatIsoDateEsCl(next.from)}.`;
  return `Se postula solo durante los llamados y hoy no hay uno abierto${last ? ` (el último cerró el ${formatIsoDateEsCl(last.to)})` : ''}: te avisamos cuando se anuncie el próximo.`;
};

const evaluateVersion = (version: BenefitVersion, facts: Facts): BenefitResult => {
  const isoDay = toIsoDate(facts.today);
  const judged = judgeAll(version.criteria, facts);
  const status = cappedStatus(judged.status, { hedged: version.hedge === undefined ? undefined : true, applicationWindows: version.applicationWindows }, isoDay);
  const outcome = { ...judged, status };
  const explained = explain(judged);
  // A capped "maybe" keeps why its criteria hold, after why it is not a "likely".
  const { reasons, needs } = status === judged.status ? explained : { reasons: [closedReason(version, isoDay), ...explained.reasons], needs: [] };
  const computed = outcome.status === 'no' ? undefined : computeAmount(version.amount, facts);
  const amountText = computed
    ? `${computed.upperBound === true ? 'Hasta ' : ''}${formatClp(computed.value)}${computed.per ? ` ${computed.per}` : ''} ${frequencySuffix[version.frequency]}${computed.qualifier ? `, ${computed.qualifier}` : ''}`
    : describeAmount(version.amount, version.frequency);
  const missing = outcome.status === 'maybe' ? missingQuestions(needs, facts.profile) : [];
  const window = windowOn(version, isoDay);
  return {
    ...baseResult(version),
    status: outcome.status,
    reasons,
    missing,
    amount: computed && { value: computed.value, label: computed.label, ...(computed.upperBound === true ? { upperBound: true } : {}) },
    amountText,
    decided: outcome.status !== 'maybe' || missing.length === 0,
    ...(window && outcome.status !== 'no' ? { deadline: window.to } : {}),
  };
};

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
  const facts = factsOf(profile, birthDate, today);
  const isoDay = toIsoDate(today);
  const results = benefitsOn(catalogue, isoDay).flatMap(({ versions, current }) => {
    const result = current ? evaluateVersion(current, facts) : notInForce(versions, isoDay);
    return result ? [result] : [];
  });
  return results.sort((a, b) => statusRank[a.status] - statusRank[b.status]);
};

const criterionFacts = (criterion: Criterion): QuestionFact[] => {
  if ('allOf' in criterion) return criterion.allOf.flatMap(criterionFacts);
  if ('anyOf' in criterion) return criterion.anyOf.flatMap(criterionFacts);
  return [criterion.fact === 'age' || criterion.fact === 'ageMonths' ? 'birthDate' : criterion.fact];
};

/**
 * The facts the rules use (criteria and amounts, plus the questions they depend on), in
 * the order the UI asks them, so that the UI asks only what is needed. With `today`,
 * only the versions valid that day count.
 */
export const factsNeeded = (catalogue: readonly BenefitVersion[] = benefitCatalogue, today?: CalendarDate): QuestionFact[] => {
  const versions = today ? catalogue.filter((version) => isValidOn(version, toIsoDate(today))) : catalogue;
  const used = new Set(versions.flatMap((version) => [...version.criteria.flatMap(criterionFacts), ...amountFacts(version.amount)]));
  // The headline asks "¿Ya recibes la PGU?" of whoever the PGU is likely for, instead of counting it.
  if (versions.some((version) => version.id === 'pgu')) used.add('receivesPgu');
  for (const fact of [...used]) {
    for (let condition = questionFor(fact)?.askIf; condition; condition = questionFor(condition.fact)?.askIf) used.add(condition.fact);
  }
  const order: QuestionFact[] = ['birthDate', ...profileQuestions.map((question) => question.fact)];
  return order.filter((fact) => used.has(fact));
};

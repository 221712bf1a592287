import { toIsoDate, type CalendarDate } from '../age';
import { benefitCatalogue } from './catalogue';
import { amountFacts } from './amounts';
import { evaluateBenefits } from './evaluate';
import { profileQuestions, questionFor, type HouseholdProfile, type ProfileQuestion, type QuestionFact } from './profile';
import { isValidOn, versionOn } from './rules';
import type { BenefitVersion, Criterion } from './types';
import { maxYearly } from './yearly';

/** An answer to a question: a yes/no or a number for a household fact, an ISO date for the birth date. */
export type Answer = boolean | number | string;

export interface NextQuestion {
  fact: QuestionFact;
  question: ProfileQuestion;
  /** The maybe benefits one of the possible answers would settle (likely or no). */
  decides: string[];
  /** How many benefits an answer settles on average, over the answers tried. */
  expectedSettled: number;
  /** The most those benefits could pay in a year: the tie-breaker. */
  yearlyAtStake: number;
}

const leaves = (criterion: Criterion): Extract<Criterion, { fact: string }>[] => {
  if ('allOf' in criterion) return criterion.allOf.flatMap(leaves);
  if ('anyOf' in criterion) return criterion.anyOf.flatMap(leaves);
  return [criterion];
};

const birthDateAt = (age: number, today: CalendarDate): string => toIsoDate({ year: today.year - age, month: today.month, day: today.day });

/**
 * The answers worth trying for a fact: both for a yes/no; for a number, each threshold the
 * rules compare it with, one below and one above (a bracket limit, a tramo, an age), so that
 * every outcome a rule can reach is tried.
 */
export const candidateAnswers = (fact: QuestionFact, versions: readonly BenefitVersion[], today: CalendarDate): Answer[] => {
  const question = questionFor(fact);
  if (question?.kind === 'yesno') return [true, false];
  if (question?.kind === 'tramo') return [1, 2, 3, 4, 5, 6, 7];
  const criteria = versions.flatMap((version) => version.criteria.flatMap(leaves));
  const ruleFact = fact === 'birthDate' ? 'age' : fact;
  const thresholds = criteria.filter((criterion) => criterion.fact === ruleFact && criterion.op !== 'is').map((criterion) => Number(criterion.value));
  const min = fact === 'birthDate' ? 18 : (question?.min ?? 0);
  const max = fact === 'birthDate' ? 110 : (question?.max ?? Number.MAX_SAFE_INTEGER);
  const values = [...new Set([min, ...thresholds.flatMap((value) => [value - 1, value, value + 1])])].filter((value) => value >= min && value <= max);
  return fact === 'birthDate' ? values.map((age) => birthDateAt(age, today)) : values;
};

const withAnswer = (profile: HouseholdProfile, birthDate: string | undefined, fact: QuestionFact, answer: Answer) =>
  fact === 'birthDate' ? { profile, birthDate: String(answer) } : { profile: { ...profile, [fact]: answer }, birthDate };

/**
 * The next question to ask: the one whose answer settles the most benefits that are still a maybe
 * for this user (moves them to likely or no). We try every distinct answer that matters (see
 * `candidateAnswers`) and rank by:
 * 1. the benefits settled on average over those answers: a question whose every answer settles
 *    something (being in the RSH, the age) beats one that settles a lot only on a rare answer;
 * 2. the benefits some answer could settle;
 * 3. the money a year at stake: the most the settled benefits could pay (`maxYearly`);
 * 4. the order the UI asks in.
 * On generated households the average (1) needs about one question fewer than counting only (2).
 * Asking only the
 * questions the maybe benefits are missing keeps every question relevant; and since the missing
 * lists already put a question's precondition first (the RSH before its tramo), it never asks
 * something that does not apply yet. Undefined when nothing is a maybe.
 */
export const nextQuestion = (
  profile: HouseholdProfile,
  birthDate: string | undefined,
  today: CalendarDate,
  catalogue: readonly BenefitVersion[] = benefitCatalogue,
): NextQuestion | undefined => {
  const maybes = evaluateBenefits(profile, birthDate, today, catalogue).filter((result) => result.status === 'maybe');
  if (maybes.length === 0) return undefined;
  const isoDay = toIsoDate(today);
  const current = catalogue.filter((version) => isValidOn(version, isoDay) && maybes.some((result) => result.id === version.id));
  const candidates = [...new Set(maybes.flatMap((result) => result.missing.map((missing) => missing.fact)))];
  const order: QuestionFact[] = ['birthDate', ...profileQuestions.map((question) => question.fact)];
  const ranked = candidates.flatMap((fact) => {
    const question = questionFor(fact);
    if (!question) return [];
    const decided = new Set<string>();
    const answers = candidateAnswers(fact, current, today);
    let settled = 0;
    for (const answer of answers) {
      const next = withAnswer(profile, birthDate, fact, answer);
      for (const result of evaluateBenefits(next.profile, next.birthDate, today, current)) {
        if (result.status === 'maybe') continue;
        decided.add(result.id);
        settled += 1;
      }
    }
    const decides = [...decided];
    const yearlyAtStake = current.filter((version) => decided.has(version.id)).reduce((sum, version) => sum + maxYearly(version), 0);
    return [{ fact, question, decides, expectedSettled: answers.length === 0 ? 0 : settled / answers.length, yearlyAtStake }];
  });
  ranked.sort(
    (a, b) =>
      b.expectedSettled - a.expectedSettled ||
      b.decides.length - a.decides.length ||
      b.yearlyAtStake - a.yearlyAtStake ||
      order.indexOf(a.fact) - order.indexOf(b.fact),
  );
  return ranked[0];
};

/**
 * Once nothing is a maybe: the question a likely benefit's amount still needs (the household size of
 * the Subsidio Eléctrico, say), so the yearly total can count it. Benefits marked "ya lo recibo" do not
 * ask; the one worth the most a year asks first. Undefined when every likely amount is known.
 */
export const nextAmountQuestion = (
  profile: HouseholdProfile,
  birthDate: string | undefined,
  today: CalendarDate,
  catalogue: readonly BenefitVersion[] = benefitCatalogue,
): NextQuestion | undefined => {
  const isoDay = toIsoDate(today);
  const received = new Set<string>(profile.receivedBenefitIds ?? []);
  const known = (fact: QuestionFact): boolean => (fact === 'birthDate' ? birthDate !== undefined : profile[fact] !== undefined);
  const waiting = evaluateBenefits(profile, birthDate, today, catalogue)
    .filter((result) => result.status === 'likely' && result.amount === undefined && !received.has(result.id))
    .flatMap((result) => {
      const version = versionOn(catalogue, result.id, isoDay);
      const fact = version ? amountFacts(version.amount).find((candidate) => !known(candidate)) : undefined;
      const question = fact ? questionFor(fact) : undefined;
      return version && fact && question ? [{ fact, question, decides: [result.id], expectedSettled: 0, yearlyAtStake: maxYearly(version) }] : [];
    })
    .sort((a, b) => b.yearlyAtStake - a.yearlyAtStake);
  return waiting[0];
};

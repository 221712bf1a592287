export { benefitCatalogue, unclaimedMoney } from './catalogue';
export { evaluateBenefits, factsNeeded } from './evaluate';
export { candidateAnswers, nextAmountQuestion, nextQuestion, type Answer, type NextQuestion } from './next-question';
export { generateHousehold, generateHouseholds, median, mulberry32, questionsToDecide, questionsToDecideMedian, SIMULATION_DAY, type Household } from './simulate';
export { maxYearly, missingMoney, moneyMissingPerYear, yearlyValue, type MissingMoney, type YearlyLine } from './yearly';
export { formatClp, formatIsoDateEsCl } from './format';
export { benefitStatuses, benefitStatusList, coverageDeltas, type BenefitCoverageKpi, type BenefitStatuses, type CoverageDelta } from './coverage';
export {
  birthDateQuestion,
  householdFactsSchema,
  householdProfileOf,
  householdProfileSchema,
  profileQuestions,
  questionFor,
  shouldAsk,
  tramoOptions,
  type AskIf,
  type BooleanFact,
  type HouseholdProfile,
  type NumericFact,
  type ProfileFact,
  type ProfileQuestion,
  type QuestionFact,
  type QuestionKind,
} from './profile';
export type * from './types';

/** Shown on the page with the results. */
export const benefitsDisclaimer =
  'Estos resultados son una estimación a partir de lo que nos contaste. La revisión oficial de cada institución decide si te corresponde y cuánto recibes.';

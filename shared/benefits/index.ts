export { benefitCatalogue, unclaimedMoney } from './catalogue';
export { evaluateBenefits, factsNeeded } from './evaluate';
export { candidateAnswers, nextAmountQuestion, nextQuestion, type Answer, type NextQuestion } from './next-question';
export {
  generateHousehold,
  generateHouseholds,
  generateHouseholdsWithMembers,
  median,
  mulberry32,
  percentile,
  questionsToDecide,
  questionsToDecideMedian,
  SIMULATION_DAY,
  stepsToDecideFigures,
  type Household,
} from './simulate';
export {
  benefitIdOfKey,
  canBeCarga,
  cargaHolder,
  childBenefitIds,
  evaluateHousehold,
  householdBenefitIds,
  migrateReceived,
  peopleOf,
  personKey,
  SELF,
  type MemberResult,
  type Person,
} from './household';
export { householdFactsSchema, householdMemberSchema, householdProfileSchema } from './household-schema';
export { countingOf, headlineOf, nonCashIds, type Counting, type Headline, type HeadlineLine } from './headline';
export { checklistPersonFacts, migrateHousehold, nextStep, questionSteps, stepFor, stepsToDecide, withPersonFacts, type NextStep, type QuestionStep, type StepId } from './steps';
export { comingSoon, type ComingSoon } from './coming-soon';
export { maxYearly, missingMoney, moneyMissingPerYear, yearlyValue, type MissingMoney, type YearlyLine } from './yearly';
export { formatClp, formatIsoDateEsCl } from './format';
export { benefitStatuses, benefitStatusList, coverageDeltas, type BenefitCoverageKpi, type BenefitStatuses, type CoverageDelta } from './coverage';
export {
  birthDateQuestion,
  householdProfileOf,
  MAX_MEMBERS,
  memberRelations,
  personFactKeys,
  profileQuestions,
  questionFor,
  shouldAsk,
  tramoOptions,
  type AskIf,
  type BooleanFact,
  type HouseholdMember,
  type HouseholdProfile,
  type MemberRelation,
  type NumericFact,
  type PersonFact,
  type ProfileFact,
  type ProfileQuestion,
  type QuestionFact,
  type QuestionKind,
} from './profile';
export type * from './types';

/** Shown on the page with the results. */
export const benefitsDisclaimer =
  'Estos resultados son una estimación a partir de lo que nos contaste. La revisión oficial de cada institución decide si te corresponde y cuánto recibes.';

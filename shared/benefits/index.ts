export { benefitCatalogue, unclaimedMoney } from './catalogue';
export { evaluateBenefits, factsNeeded } from './evaluate';
export { candidateAnswers, nextAmountQuestion, nextQuestion, type Answer, type NextQuestion } from './next-question';
export {
  generateHousehold,
  generateHouseholds,
  generateHouseholdsAlone,
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
  ageBounds,
  benefitIdOfKey,
  birthOf,
  birthRange,
  canBeCarga,
  cargaHolder,
  cargaQuestions,
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
export { countingOf, headlineOf, headlineSentence, nonCashIds, type Counting, type Headline, type HeadlineLine, type HeadlineState } from './headline';
export {
  answerSteps,
  checklistPersonFacts,
  checkProgress,
  migrateHousehold,
  nextStep,
  questionSteps,
  stepFor,
  stepsInDoubt,
  stepsToDecide,
  TYPICAL_STEPS,
  withPersonFacts,
  type AnsweredSteps,
  type CheckProgress,
  type NextStep,
  type QuestionStep,
  type StepId,
} from './steps';
export { actionPlan, URGENT_DAYS, type ActionPlan, type PlanItem } from './plan';
export { comingSoon, type ComingSoon } from './coming-soon';
export { maxYearly, missingMoney, moneyMissingPerYear, yearlyValue, type MissingMoney, type YearlyLine } from './yearly';
export { formatClp, formatIsoDateEsCl } from './format';
export { benefitStatuses, benefitStatusList, coverageDeltas, type BenefitCoverageKpi, type BenefitStatuses, type CoverageDelta } from './coverage';
export {
  birthDateQuestion,
  householdProfileOf,
  MAX_MEMBERS,
  memberListFacts,
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

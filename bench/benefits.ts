/**
 * The benefit engine's figures, computed in-process (no stack needed): how many benefits the
 * catalogue holds and how many are in force on `SIMULATION_DAY`, and how many steps (`nextStep`, a step
 * of the household's questions counting as one question, the member list too) a household answers before
 * no benefit is in doubt: median and p90 over 200 generated households with members (seed 42), and the
 * same over 200 people living alone (seed 42). `questions_to_decide_single_median` is the older one-person
 * figure (`nextQuestion`, one fact at a time), kept to compare.
 */
import { toIsoDate } from '../shared/age';
import { benefitCatalogue, questionsToDecideMedian, SIMULATION_DAY, stepsToDecideFigures } from '../shared/benefits';
import { isValidOn } from '../shared/benefits/rules';

export const benchBenefits = (): { name: string; value: number; unit: string }[] => {
  const households = stepsToDecideFigures(200, 42);
  const alone = stepsToDecideFigures(200, 42, SIMULATION_DAY, true);
  const day = toIsoDate(SIMULATION_DAY);
  return [
    { name: 'benefits_in_catalogue', value: new Set(benefitCatalogue.map((version) => version.id)).size, unit: 'count' },
    { name: 'benefits_in_force', value: new Set(benefitCatalogue.filter((version) => isValidOn(version, day)).map((version) => version.id)).size, unit: 'count' },
    { name: 'questions_to_decide_median', value: households.median, unit: 'questions' },
    { name: 'questions_to_decide_p90', value: households.p90, unit: 'questions' },
    { name: 'households_with_members', value: households.withMembers, unit: 'of 200' },
    { name: 'questions_to_decide_alone_median', value: alone.median, unit: 'questions' },
    { name: 'questions_to_decide_alone_p90', value: alone.p90, unit: 'questions' },
    { name: 'questions_to_decide_single_median', value: questionsToDecideMedian(200, 42), unit: 'questions' },
  ];
};

/**
 * The benefit engine's figures, computed in-process (no stack needed): how many benefits the
 * catalogue holds, and the median number of questions `nextQuestion` asks before every benefit
 * is likely or no, over 200 generated households (seed 42, on `SIMULATION_DAY`).
 */
import { benefitCatalogue, questionsToDecideMedian } from '../shared/benefits';

export const benchBenefits = (): { name: string; value: number; unit: string }[] => [
  { name: 'benefits_in_catalogue', value: new Set(benefitCatalogue.map((version) => version.id)).size, unit: 'count' },
  { name: 'questions_to_decide_median', value: questionsToDecideMedian(200, 42), unit: 'questions' },
];

import type { CalendarDate } from '../age';
import { benefitCatalogue } from './catalogue';
import { evaluateBenefits } from './evaluate';
import { candidateAnswers, nextAmountQuestion, nextQuestion } from './next-question';
import { generateHouseholds, median, mulberry32, questionsToDecide, questionsToDecideMedian } from './simulate';

const today: CalendarDate = { year: 2026, month: 11, day: 22 };

describe('candidateAnswers', () => {
  it('tries both answers of a yes/no and every tramo', () => {
    expect(candidateAnswers('isWoman', benefitCatalogue, today)).toEqual([true, false]);
    expect(candidateAnswers('rshTramo', benefitCatalogue, today)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('tries each threshold of a number, one below and one above', () => {
    expect(candidateAnswers('yearsMarried', benefitCatalogue, today)).toEqual([0, 49, 50, 51, 52]);
    expect(candidateAnswers('birthDate', benefitCatalogue, today)).toContain('1961-11-22');
  });
});

describe('nextQuestion', () => {
  it('asks first what settles the most benefits for someone we know nothing about', () => {
    const first = nextQuestion({}, undefined, today);
    expect(first?.fact).toBe('inRsh');
    expect(first?.decides.length).toBeGreaterThan(10);
  });

  it('asks only what a maybe benefit is missing, never a question whose precondition is unknown', () => {
    const next = nextQuestion({ inRsh: true }, '1950-01-01', today);
    const missing = evaluateBenefits({ inRsh: true }, '1950-01-01', today).flatMap((result) => result.missing.map((fact) => fact.fact));
    expect(missing).toContain(next?.fact);
    expect(next?.fact).not.toBe('pensionAmount');
  });

  it('has nothing to ask once no benefit is a maybe', () => {
    const [household] = generateHouseholds(1, 7);
    if (!household) throw new Error('no household');
    expect(nextQuestion(household.profile, household.birthDate, today)).toBeUndefined();
  });

  it('breaks a tie on the money at stake', () => {
    const first = nextQuestion({}, undefined, today);
    expect(first?.yearlyAtStake).toBeGreaterThan(0);
  });
});

describe('nextAmountQuestion', () => {
  /** Everything decided, but not how many live in the home: the Subsidio Eléctrico is likely with no amount yet. */
  const decided = {
    inRsh: true,
    rshTramo: 1,
    inSeguridadesOportunidades: false,
    hasDisability: false,
    cargas: 2,
    hasSocialSecurity: false,
    isHigherEducationStudent: false,
    paidFuneral: false,
    isWoman: true,
    isWorking: false,
    hasChildWithSevereDisability: false,
    yearsMarried: 0,
    hasSecondaryStudentWithTopGrades: false,
    isResidentialElectricityCustomer: true,
    isSurvivorOfContributor: false,
    isRenting: false,
    lostJobWithContract: false,
  };

  it('asks what a likely benefit\'s amount needs once nothing is a maybe', () => {
    expect(nextQuestion(decided, '1992-05-14', today)).toBeUndefined();
    const next = nextAmountQuestion(decided, '1992-05-14', today);
    expect(next?.fact).toBe('householdSize');
    expect(next?.decides).toEqual(['subsidio-electrico']);
  });

  it('asks nothing for a benefit marked "ya lo recibo", or once the amount is known', () => {
    expect(nextAmountQuestion({ ...decided, receivedBenefitIds: ['subsidio-electrico'] }, '1992-05-14', today)).toBeUndefined();
    expect(nextAmountQuestion({ ...decided, householdSize: 3 }, '1992-05-14', today)).toBeUndefined();
  });
});

describe('questionsToDecide', () => {
  it('is repeatable: the same seed gives the same households', () => {
    expect(generateHouseholds(3, 42)).toEqual(generateHouseholds(3, 42));
    expect(mulberry32(1)()).toBe(mulberry32(1)());
  });

  it('settles every benefit of a generated household in fewer questions than there are', () => {
    for (const household of generateHouseholds(10, 42)) {
      const asked = questionsToDecide(household, today);
      expect(asked).toBeGreaterThan(0);
      expect(asked).toBeLessThan(37);
    }
  });

  it('measures a median over many households', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(questionsToDecideMedian(20, 42, today)).toBeLessThanOrEqual(22);
  });
});

import type { CalendarDate } from '../age';
import { evaluateHousehold } from './household';
import { householdProfileSchema } from './household-schema';
import { memberListFacts, profileQuestions, questionFor, shouldAsk, type HouseholdProfile } from './profile';
import { generateHouseholdsAlone, generateHouseholdsWithMembers } from './simulate';
import { answerSteps, checkProgress, nextStep, stepsInDoubt, TYPICAL_STEPS } from './steps';

const today: CalendarDate = { year: 2026, month: 12, day: 7 };
const keyOf = (household: HouseholdProfile, birthDate: string, key: string) => evaluateHousehold(household, birthDate, today).find((result) => result.key === key);

describe('no question asked twice, none that an answer already gives', () => {
  it('never asks "¿Tienes previsión social?": work and pensions answer it (200 households, every step)', () => {
    for (const truth of [...generateHouseholdsWithMembers(100, 3, today), ...generateHouseholdsAlone(100, 4, today)]) {
      for (let steps = 0; steps < 14; steps += 1) {
        const { household, birthDate, done } = answerSteps(truth, today, steps);
        expect(nextStep(household, birthDate, today)?.facts ?? []).not.toContain('hasSocialSecurity');
        if (done) break;
      }
    }
  });

  it('a worker with a contract has social security, without being asked', () => {
    const worker: HouseholdProfile = { inRsh: true, rshTramo: 1, isWoman: false, isWorking: true, monthlyIncome: 500_000, members: [{ id: 'hijo-1', relation: 'hijo', age: 3, ageOn: '2026-12-07' }] };
    const family = keyOf(worker, '1990-01-01', 'asignacion-familiar');
    expect(family?.missing.map((missing) => missing.fact)).not.toContain('hasSocialSecurity');
    expect(family?.status).toBe('likely');
  });

  it('the answers editor never shows a question the member list answers ("¿Cuántas personas viven en tu hogar?" after the household was entered)', () => {
    const size = questionFor('householdSize');
    if (!size) throw new Error('no question');
    expect(shouldAsk(size, { members: [] })).toBe(false);
    expect(shouldAsk(size, { members: [{ id: 'pareja', relation: 'pareja', age: 40, ageOn: '2026-12-07' }] })).toBe(false);
    // A saved profile from before members existed still has it to answer.
    expect(shouldAsk(size, {})).toBe(true);
    expect(profileQuestions.filter((question) => shouldAsk(question, { members: [] }) && memberListFacts.has(question.fact))).toEqual([]);
  });
});

describe('the member list', () => {
  it('takes one partner at most, with a Spanish message', () => {
    const two = householdProfileSchema.safeParse({
      members: [
        { id: 'pareja', relation: 'pareja', age: 40, ageOn: '2026-12-07' },
        { id: 'pareja-2', relation: 'pareja', age: 41, ageOn: '2026-12-07' },
      ],
    });
    expect(two.success).toBe(false);
    expect(two.error?.issues.map((issue) => issue.message)).toEqual(['Solo puedes agregar una pareja.']);
  });

  it('takes an age where the rules need no date, and refuses a member with neither', () => {
    expect(householdProfileSchema.safeParse({ members: [{ id: 'hijo-1', relation: 'hijo', age: 7, ageOn: '2026-12-07' }] }).success).toBe(true);
    const untold = householdProfileSchema.safeParse({ members: [{ id: 'hijo-1', relation: 'hijo' }] });
    expect(untold.error?.issues.map((issue) => issue.message)).toEqual(['Falta la edad de una de las personas.']);
  });

  it('judges a member by the age told: María, 70, can have the PGU without her birth date', () => {
    const couple: HouseholdProfile = {
      inRsh: true,
      rshTramo: 3,
      isWoman: false,
      members: [{ id: 'maria', relation: 'pareja', name: 'María', age: 70, ageOn: '2026-12-07', isWoman: true, isPensioner: false, receivesPgu: false, yearsResidentInChile: 50 }],
    };
    expect(keyOf(couple, '1954-03-10', 'pgu:maria')).toMatchObject({ status: 'likely', amount: { value: 231_732 } });
  });

  it('asks a member’s birth date only where a rule is near one of its limits: 64 told, for the PGU at 64 years and 9 months', () => {
    const near: HouseholdProfile = {
      inRsh: true,
      rshTramo: 3,
      isWoman: false,
      isPensioner: false,
      receivesPgu: true,
      yearsResidentInChile: 50,
      members: [{ id: 'pareja', relation: 'pareja', age: 64, ageOn: '2026-12-07', isWoman: true, isPensioner: false, yearsResidentInChile: 44 }],
    };
    expect(keyOf(near, '1954-03-10', 'pgu:pareja')?.missing.map((missing) => missing.fact)).toEqual(['birthDate']);
    const dates = stepsInDoubt(near, '1954-03-10', today).find((step) => step.step.id === 'fechas');
    expect([dates?.facts, dates?.personIds, dates?.decides]).toEqual([['birthDate'], ['pareja'], ['pgu:pareja']]);
    const dated = { ...near, members: [{ ...near.members?.[0], id: 'pareja', relation: 'pareja' as const, birthDate: '1962-01-10' }] };
    expect(keyOf(dated, '1954-03-10', 'pgu:pareja')?.status).toBe('likely');
  });
});

describe('progress', () => {
  it('starts at nothing, with the usual number of steps ahead, and ends complete', () => {
    const [truth] = generateHouseholdsWithMembers(1, 9, today);
    if (!truth) throw new Error('no household');
    const start = checkProgress({}, undefined, today);
    expect([start.stepsDone, start.stepsLeft, start.share, start.complete]).toEqual([0, TYPICAL_STEPS, 0, false]);
    const { household, birthDate } = answerSteps(truth, today);
    expect(checkProgress(household, birthDate, today)).toMatchObject({ share: 1, stepsLeft: 0, complete: true });
  });

  it('after the household step alone, decides no card that later answers could change: the results wait', () => {
    const couple: HouseholdProfile = { isWoman: false, members: [{ id: 'maria', relation: 'pareja', birthDate: '1956-06-02', isWoman: true }] };
    const results = evaluateHousehold(couple, '1954-03-10', today);
    expect(results.filter((result) => result.decided && result.status !== 'no').map((result) => result.key)).toEqual([]);
    expect(checkProgress(couple, '1954-03-10', today)).toMatchObject({ stepsDone: 1, complete: false });
  });
});

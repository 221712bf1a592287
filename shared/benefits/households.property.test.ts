import fc from 'fast-check';
import { toIsoDate, type CalendarDate } from '../age';
import { comingSoon } from './coming-soon';
import { headlineOf, headlineSentence } from './headline';
import { ageBounds, evaluateHousehold, householdBenefitIds, childBenefitIds, peopleOf, SELF, type MemberResult } from './household';
import { actionPlan } from './plan';
import type { HouseholdMember, HouseholdProfile } from './profile';
import { generateHouseholdWithMembers, mulberry32 } from './simulate';
import { answerSteps, checkProgress } from './steps';

/**
 * Invariants over generated households, answered step by step as a person answers them and judged after
 * any number of steps: what a card shows never contradicts a person's age, sex or situation, nor the
 * headline above it. The oracle below is written from the sources, apart from the catalogue's criteria.
 */
const today: CalendarDate = { year: 2026, month: 12, day: 7 };

/** Ages (from, up to and not including) at which a benefit can be someone's, from each benefit's source. */
const ageLimits: Record<string, [number, number]> = {
  // The PGU is requested from 64 years and 9 months; the Bono de Invierno counts the age on 1 May.
  pgu: [64, 200],
  'bono-invierno': [64, 200],
  'bono-por-hijo': [65, 200],
  'beneficio-anos-cotizados': [65, 200],
  'compensacion-expectativa-vida': [65, 200],
  'pension-basica-solidaria-invalidez': [18, 65],
  'subsidio-empleo-joven': [18, 25],
  'bono-trabajo-mujer': [25, 60],
  'subsidio-trabajadores-jovenes': [18, 36],
  'bono-control-nino-sano': [0, 6],
  'bono-asistencia-escolar': [6, 19],
};
const womenOnly = new Set(['bono-trabajo-mujer', 'bono-por-hijo', 'compensacion-expectativa-vida']);
const studentGrants = new Set(['beca-alimentacion-baes', 'gratuidad']);
/** Benefits of one's own situation: shown only to whom it is true. */
const situations: Record<string, keyof HouseholdMember> = {
  'seguro-cesantia': 'lostJobWithContract',
  'pension-basica-solidaria-invalidez': 'hasDisability',
  'subsidio-electrico': 'isResidentialElectricityCustomer',
};

/** A generated household answered for `steps` steps (0: nothing yet), with what its screens would show. */
const answered = (seed: number, steps: number) => {
  const truth = generateHouseholdWithMembers(mulberry32(seed), today);
  const { household, birthDate, done } = answerSteps(truth, today, steps);
  const results = evaluateHousehold(household, birthDate, today);
  const headline = headlineOf(household, birthDate, today, results);
  const people = new Map(peopleOf(household, birthDate, today).map((person) => [person.id, person]));
  return { truth, household, birthDate, done, results, headline, people };
};

/** A card on screen: a result whose answers are in (or, from an engine that does not tell, any), and that is not a "no". */
const shown = (results: readonly MemberResult[]): MemberResult[] => results.filter((result) => (result.decided as boolean | undefined) !== false && result.status !== 'no');

const households = fc.record({ seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }), steps: fc.integer({ min: 0, max: 12 }) });

describe('generated households, after any number of steps', () => {
  it("never show a member a benefit their age, sex or situation excludes, and a household's benefit once, on the user", () => {
    fc.assert(
      fc.property(households, ({ seed, steps }) => {
        const { household, results, people } = answered(seed, steps);
        for (const result of shown(results)) {
          const person = people.get(result.personId);
          if (!person) throw new Error(`${result.key}: nobody`);
          const facts = person.facts;
          const age = ageBounds(person.birthDate, today);
          const limits = ageLimits[result.id];
          if (limits && age) expect([result.key, age.max >= limits[0] && age.min < limits[1]]).toEqual([result.key, true]);
          if (womenOnly.has(result.id)) expect([result.key, facts.isWoman]).not.toEqual([result.key, false]);
          if (studentGrants.has(result.id)) expect([result.key, facts.isHigherEducationStudent]).toEqual([result.key, true]);
          const situation = situations[result.id];
          if (situation && result.status === 'likely') expect([result.key, facts[situation as keyof HouseholdProfile]]).toEqual([result.key, true]);
          if (householdBenefitIds.has(result.id)) expect([result.key, result.personId]).toEqual([result.key, SELF]);
          // A child (surely under 18) is shown only the children's bonos.
          if (person.id !== SELF && age && age.max < 18) expect([result.key, childBenefitIds.has(result.id)]).toEqual([result.key, true]);
          if (result.id === 'asignacion-maternal') {
            // Someone pregnant: a woman of 12 to 55, the person or (for a man) his partner.
            const candidates = [household as Partial<HouseholdMember>, ...(household.members ?? [])].filter((member) => member.isWoman !== false);
            expect([result.key, candidates.some((member) => member.isPregnant === true)]).toEqual([result.key, true]);
          }
        }
      }),
      { numRuns: 120 },
    );
  });

  it('never contradict the headline: no "No encontramos dinero…" while a card is likely money to claim, and the cash is the sum of its cards', () => {
    fc.assert(
      fc.property(households, ({ seed, steps }) => {
        const { headline, results } = answered(seed, steps);
        const sentence = headlineSentence(headline);
        const claimable = headline.lines.filter((line) => line.counting === 'cash' || line.counting === 'ask');
        if (sentence.startsWith('No encontramos')) {
          expect(claimable).toEqual([]);
          expect(results.filter((result) => !result.decided).map((result) => result.key)).toEqual([]);
        }
        if (headline.lines.some((line) => line.counting === 'cash')) expect(sentence).toMatch(/^(Podrías recibir|Encontramos dinero)/);
        expect(headline.cash).toBe(headline.lines.filter((line) => line.counting === 'cash').reduce((sum, line) => sum + line.yearly, 0));
        if (headline.cash > 0) expect(sentence).toContain(new Intl.NumberFormat('es-CL').format(headline.cash));
        // The plan's first section holds exactly the likely cards to claim.
        const plan = actionPlan(results, headline, [], today);
        expect(plan.claimFirst.map((item) => item.key).sort()).toEqual(headline.lines.filter((line) => ['cash', 'saving', 'ask'].includes(line.counting)).map((line) => line.key).sort());
      }),
      { numRuns: 120 },
    );
  });

  it('keep a decided result as it is while the remaining steps are answered truthfully', () => {
    fc.assert(
      fc.property(households, ({ seed, steps }) => {
        const early = answered(seed, steps);
        const final = answered(seed, 40);
        const finalStatus = new Map(final.results.map((result) => [result.key, result.status]));
        const changed = early.results.filter((result) => result.decided && (finalStatus.get(result.key) ?? 'no') !== result.status).map((result) => `${result.key}: ${result.status} → ${String(finalStatus.get(result.key))}`);
        expect(changed).toEqual([]);
      }),
      { numRuns: 80 },
    );
  });

  it('progress: moves forward, is complete only when nothing is left to ask, and every result is decided then', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        let share = -1;
        for (let steps = 0; steps <= 12; steps += 1) {
          const { household, birthDate, done, results } = answered(seed, steps);
          const progress = checkProgress(household, birthDate, today, undefined, results);
          expect(progress.complete).toBe(done);
          if (progress.complete) {
            expect([progress.share, progress.stepsLeft, progress.decided]).toEqual([1, 0, progress.total]);
            break;
          }
          expect(progress.share).toBeLessThan(1);
          expect(progress.stepsDone).toBeGreaterThanOrEqual(Math.min(steps, 1));
          share = Math.max(share, progress.share);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('date what is coming soon on a day that has not passed and within six months', () => {
    fc.assert(
      fc.property(households, ({ seed, steps }) => {
        const { household, birthDate } = answered(seed, steps);
        for (const item of comingSoon(household, birthDate, today)) {
          expect(item.date > toIsoDate(today)).toBe(true);
          expect(item.date <= '2027-06-08').toBe(true);
        }
      }),
      { numRuns: 40 },
    );
  });
});

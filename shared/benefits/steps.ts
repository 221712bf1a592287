import { ageOn, parseIsoDate, toIsoDate, type CalendarDate } from '../age';
import { benefitCatalogue } from './catalogue';
import { amountFacts } from './amounts';
import { cargaQuestions, evaluateHousehold, peopleOf, SELF, type MemberResult } from './household';
import { personFactKeys, questionFor, type HouseholdMember, type HouseholdProfile, type PersonFact, type ProfileFact, type QuestionFact } from './profile';
import { versionOn } from './rules';
import type { BenefitVersion } from './types';
import { maxYearly } from './yearly';

/**
 * "The fewest questions": the household's questions come in steps, each a small group of facts asked on
 * one screen, for every person who needs it at once (the member list is one step). Who lives with you
 * and their ages, then the RSH tramo, rule out the most and come first; then the step that touches the
 * most benefits still in doubt; never a step that no remaining benefit needs.
 */
export type StepId = 'miembros' | 'rsh' | 'hogar' | 'situaciones' | 'pension' | 'trabajo' | 'detalles' | 'cargasDeQuien' | 'fechas' | 'cargas';

export interface QuestionStep {
  id: StepId;
  title: string;
  /** The facts the step asks, in order; a fact is shown once its `askIf` holds. */
  facts: readonly QuestionFact[];
  /** Asked of each person who needs it (their own facts), or once for the household. */
  perPerson: boolean;
  /**
   * A checklist: each fact is a yes/no situation shown as a box to tick ("Alguien estudia en un instituto
   * o universidad"), a box left empty answers no. Rare situations cost one screen, not one question each.
   */
  checklist?: boolean;
}

/**
 * The steps in the order they are offered when they touch as many benefits: who lives with you (with their
 * ages), the RSH, a checklist of situations, then pensions, work and income, the details a ticked situation
 * needs, whose carga each dependant is (only where it is not clear from who has social security), and a
 * member's birth date (only where a rule is near one of its age limits: the PGU at 64 years and 9 months,
 * a child turning 18). `cargas` is only for a saved profile from before members existed.
 */
export const questionSteps: readonly QuestionStep[] = [
  { id: 'miembros', title: '¿Quiénes viven contigo?', facts: ['birthDate', 'isWoman'], perPerson: false },
  { id: 'rsh', title: 'Registro Social de Hogares', facts: ['inRsh', 'rshTramo'], perPerson: false },
  {
    id: 'hogar',
    title: 'Tu vivienda y tus servicios',
    facts: ['isResidentialElectricityCustomer', 'isRenting', 'inSeguridadesOportunidades', 'isElectroDependent'],
    perPerson: false,
    checklist: true,
  },
  {
    id: 'situaciones',
    title: '¿Alguna de estas situaciones se da en tu hogar?',
    facts: [
      'hasDisability',
      'isPregnant',
      'isHigherEducationStudent',
      'hasSecondaryStudentWithTopGrades',
      'topStudents',
      'lostJobWithContract',
      'yearsMarried',
      'paidFuneral',
      'isSurvivorOfContributor',
    ],
    perPerson: false,
    checklist: true,
  },
  {
    id: 'pension',
    title: 'Pensiones',
    facts: ['isPensioner', 'pensionAmount', 'pensionFromAfp', 'receivesPgu', 'yearsResidentInChile', 'childrenBorn', 'monthsContributed'],
    perPerson: true,
  },
  // Social security follows from work and pensions: "¿Tienes previsión social?" is never asked after them.
  { id: 'trabajo', title: 'Trabajo e ingresos', facts: ['isWorking', 'monthlyIncome'], perPerson: true },
  {
    id: 'detalles',
    title: 'Algunos detalles más',
    facts: ['hasStudentAid', 'housingSavingsUf', 'householdIncome', 'afcContributions', 'hadFixedTermContract', 'deceasedWasAfpAffiliate', 'deceasedMonthlyIncome'],
    perPerson: true,
  },
  { id: 'cargasDeQuien', title: 'Cargas familiares', facts: ['cargaOfUser'], perPerson: true },
  { id: 'fechas', title: 'Fechas de nacimiento', facts: ['birthDate'], perPerson: true },
  { id: 'cargas', title: 'Tu hogar', facts: ['householdSize', 'cargas', 'hasDisabledDependant', 'hasChildWithSevereDisability'], perPerson: false },
];

/**
 * The situations of the checklists that belong to one person: ticked, the UI asks who. The electricity bill
 * is one: the subsidy belongs to whoever holds it.
 */
export const checklistPersonFacts: readonly QuestionFact[] = ['isResidentialElectricityCustomer', 'hasDisability', 'isPregnant', 'isHigherEducationStudent', 'lostJobWithContract'];

const stepOfFact = new Map<QuestionFact, QuestionStep>(questionSteps.flatMap((step) => step.facts.map((fact) => [fact, step] as const)));
/** The step that asks a fact; a member's birth date (`fechas`) when `personId` is a member's. */
export const stepFor = (fact: QuestionFact, personId: string = SELF): QuestionStep | undefined =>
  fact === 'birthDate' && personId !== SELF ? questionSteps.find((step) => step.id === 'fechas') : stepOfFact.get(fact);

export interface NextStep {
  step: QuestionStep;
  /** The step's facts that a benefit in doubt needs (with the ones they depend on), in the step's order: what the screen shows. */
  facts: QuestionFact[];
  /** The people to ask (for a per-person step), the user first. */
  personIds: string[];
  /** The benefits (per person) still in doubt that this step touches. */
  decides: string[];
}

const isPersonFact = (fact: QuestionFact): fact is PersonFact => (personFactKeys as readonly string[]).includes(fact);

/** The household's member list is unknown and was never hinted at: it comes first. */
const needsMembers = (household: HouseholdProfile, birthDate: string | undefined): boolean =>
  birthDate === undefined || household.isWoman === undefined || (household.members === undefined && household.householdSize === undefined);

/**
 * A saved profile from before members existed: someone who said they live alone has an empty member
 * list, so they are never asked who lives with them; anyone else keeps their saved household size and
 * cargas, judged as before, and is offered the member list last.
 */
export const migrateHousehold = (household: HouseholdProfile): HouseholdProfile =>
  household.members === undefined && household.householdSize === 1 ? { ...household, members: [] } : household;

/** The "¿Ya recibes la PGU?" still to ask: a PGU likely for someone whose answer we do not have. */
const pguToAsk = (results: readonly MemberResult[], household: HouseholdProfile, birthDate: string | undefined, today: CalendarDate): string[] => {
  const people = new Map(peopleOf(household, birthDate, today).map((person) => [person.id, person]));
  return results.filter((result) => result.id === 'pgu' && result.status === 'likely' && people.get(result.personId)?.facts.receivesPgu === undefined).map((result) => result.personId);
};

/**
 * The steps that would settle a benefit in doubt now, best first: ranked by the benefits in doubt each
 * touches, then the money they could pay a year, then the order above. A likely benefit whose amount waits
 * for an answer (the survivor pension's estimate) counts as in doubt for that answer. `results`: the
 * household's results on `today`, when the caller has them already.
 */
export const stepsInDoubt = (
  household: HouseholdProfile,
  birthDate: string | undefined,
  today: CalendarDate,
  catalogue: readonly BenefitVersion[] = benefitCatalogue,
  results: readonly MemberResult[] = evaluateHousehold(household, birthDate, today, catalogue),
): NextStep[] => {
  const isoDay = toIsoDate(today);
  const people = new Map(peopleOf(household, birthDate, today).map((person) => [person.id, person]));
  const hasMembers = household.members !== undefined;
  const candidates = new Map<StepId, { step: QuestionStep; facts: Set<QuestionFact>; people: Set<string>; decides: Set<string>; atStake: number }>();
  const add = (fact: QuestionFact, personId: string, result: MemberResult): void => {
    const step = stepFor(fact, personId);
    if (!step || (step.id === 'cargas' && hasMembers) || (fact === 'cargaOfUser' && personId === SELF)) return;
    const entry = candidates.get(step.id) ?? { step, facts: new Set<QuestionFact>(), people: new Set<string>(), decides: new Set<string>(), atStake: 0 };
    entry.facts.add(fact);
    if (step.perPerson) entry.people.add(personId);
    const version = versionOn(catalogue, result.id, isoDay);
    if (!entry.decides.has(result.key)) entry.atStake += version ? maxYearly(version) : 0;
    entry.decides.add(result.key);
    candidates.set(step.id, entry);
  };
  const carga = hasMembers ? cargaQuestions(household, today) : [];
  for (const result of results) {
    if (result.status === 'maybe') {
      for (const missing of result.missing) {
        // With members, the cargas follow from them: what settles them is asked instead.
        if (missing.fact === 'cargas' && hasMembers) carga.forEach((question) => add(question.fact, question.personId, result));
        else add(missing.fact, result.personId, result);
      }
    } else if (result.status === 'likely' && result.amount === undefined) {
      const version = versionOn(catalogue, result.id, isoDay);
      const facts = people.get(result.personId)?.facts ?? {};
      const fact = version ? amountFacts(version.amount).find((candidate) => candidate !== 'birthDate' && facts[candidate] === undefined) : undefined;
      if (fact && questionFor(fact)) add(fact, result.personId, result);
    }
  }
  const order = questionSteps.map((step) => step.id);
  return [...candidates.values()]
    .sort((a, b) => b.decides.size - a.decides.size || b.atStake - a.atStake || order.indexOf(a.step.id) - order.indexOf(b.step.id))
    .map((best) => {
      // A follow-up of a fact asked here ("¿Cuánto?" after "¿Recibes una pensión?") shows on the same screen once answered yes.
      for (const fact of best.step.facts) {
        const condition = questionFor(fact)?.askIf;
        if (condition && best.facts.has(condition.fact)) best.facts.add(fact);
      }
      return { step: best.step, facts: best.step.facts.filter((fact) => best.facts.has(fact)), personIds: [...best.people], decides: [...best.decides] };
    });
};

const stepById = (id: StepId): QuestionStep => questionSteps.find((step) => step.id === id) as QuestionStep;
const wholeStep = (id: StepId, personIds: string[] = []): NextStep => ({ step: stepById(id), facts: [...stepById(id).facts], personIds, decides: [] });

/**
 * The next step for a household, or undefined when no benefit is in doubt and nothing the headline needs
 * is missing: the member list and the RSH first, then the best of `stepsInDoubt`, then "¿Ya recibes la PGU?".
 */
export const nextStep = (
  household: HouseholdProfile,
  birthDate: string | undefined,
  today: CalendarDate,
  catalogue: readonly BenefitVersion[] = benefitCatalogue,
  results?: readonly MemberResult[],
): NextStep | undefined => {
  if (needsMembers(household, birthDate)) return wholeStep('miembros', [SELF]);
  if (household.inRsh === undefined && household.rshTramo === undefined) return wholeStep('rsh');
  const judged = results ?? evaluateHousehold(household, birthDate, today, catalogue);
  const best = stepsInDoubt(household, birthDate, today, catalogue, judged)[0];
  if (best) return best;
  const askPgu = pguToAsk(judged, household, birthDate, today);
  if (askPgu.length > 0) return { step: stepById('pension'), facts: ['receivesPgu'], personIds: askPgu, decides: ['pgu'] };
  if (household.members === undefined) return wholeStep('miembros', [SELF]);
  return undefined;
};

/** The steps a generated household answers in all, median (`npm run bench -- --only benefits`): the estimate before the first answers. */
export const TYPICAL_STEPS = 6;

/** Where a household is in its steps, for a progress line. */
export interface CheckProgress {
  /** Steps with an answer already (the member list, the RSH, each step any of whose facts is known). */
  stepsDone: number;
  /** Steps still to answer, as far as the benefits in doubt tell now (each once; an answer may open another). */
  stepsLeft: number;
  /** stepsDone / (stepsDone + stepsLeft), from 0 to 1; 1 once nothing is left to ask. */
  share: number;
  /** Nothing left to ask: every result is decided and the headline has what it needs. */
  complete: boolean;
  /** The results (per person) whose answers are in, of all of them. */
  decided: number;
  total: number;
}

/** How far a household is: what a progress line shows while results are not all decided. */
export const checkProgress = (
  household: HouseholdProfile,
  birthDate: string | undefined,
  today: CalendarDate,
  catalogue: readonly BenefitVersion[] = benefitCatalogue,
  results?: readonly MemberResult[],
): CheckProgress => {
  const membersKnown = !needsMembers(household, birthDate);
  const rshKnown = household.inRsh !== undefined || household.rshTramo !== undefined;
  const judged = membersKnown && rshKnown ? (results ?? evaluateHousehold(household, birthDate, today, catalogue)) : [];
  const people = [household as Partial<HouseholdMember>, ...(household.members ?? [])];
  const known = (fact: QuestionFact): boolean => people.some((person) => (fact === 'birthDate' ? person.birthDate !== undefined : person[fact as keyof HouseholdMember] !== undefined));
  const answeredSteps = questionSteps.filter((step) => {
    if (step.id === 'miembros') return membersKnown;
    if (step.id === 'rsh') return rshKnown;
    if (step.id === 'fechas' || step.id === 'cargas') return false;
    return step.facts.some(known);
  });
  const next = nextStep(household, birthDate, today, catalogue, membersKnown && rshKnown ? judged : undefined);
  const stepsDone = answeredSteps.length;
  // Before the member list and the RSH nothing tells what follows: the steps a household usually answers.
  const inDoubt = membersKnown && rshKnown ? stepsInDoubt(household, birthDate, today, catalogue, judged).length : TYPICAL_STEPS - stepsDone;
  const stepsLeft = next ? Math.max(1, inDoubt) : 0;
  return {
    stepsDone,
    stepsLeft,
    share: stepsLeft === 0 ? 1 : stepsDone / (stepsDone + stepsLeft),
    complete: next === undefined,
    decided: judged.filter((result) => result.decided).length,
    total: judged.length,
  };
};

/** A household with one person's own facts set (the user's at the top level, a member's on the member). */
export const withPersonFacts = (household: HouseholdProfile, personId: string, facts: Partial<Record<PersonFact, unknown>>): HouseholdProfile => {
  if (personId === SELF) return { ...household, ...facts } as HouseholdProfile;
  return { ...household, members: (household.members ?? []).map((member) => (member.id === personId ? ({ ...member, ...facts } as HouseholdMember) : member)) };
};

/** A complete generated household, with the people the user lives with: the truth a simulated user answers from. */
export interface HouseholdTruth {
  profile: HouseholdProfile;
  birthDate: string;
}

/** A member as the member list tells them: relation, sex, name, and the age on `today` (not the date). */
const toldMember = (member: HouseholdMember, today: CalendarDate): HouseholdMember => {
  const birth = member.birthDate === undefined ? undefined : parseIsoDate(member.birthDate);
  const { id, relation, isWoman, name } = member;
  const age = birth ? { age: ageOn(birth, today), ageOn: toIsoDate(today) } : { age: member.age, ageOn: member.ageOn };
  return { id, relation, ...age, ...(isWoman === undefined ? {} : { isWoman }), ...(name ? { name } : {}) };
};

/** A household answered step by step: the answers so far, how many steps were asked, and whether nothing is left to ask. */
export interface AnsweredSteps {
  household: HouseholdProfile;
  birthDate: string | undefined;
  asked: number;
  done: boolean;
}

/**
 * A household answering its steps, each the `nextStep` and each answered from its true facts, at most
 * `maxSteps` of them: the member list gives ages; a member's birth date is told when a step asks it; a
 * checklist's box left empty answers no, as on the screen. A step that adds nothing ends it.
 */
export const answerSteps = (truth: HouseholdTruth, today: CalendarDate, maxSteps = 40, catalogue: readonly BenefitVersion[] = benefitCatalogue): AnsweredSteps => {
  let household: HouseholdProfile = {};
  let birthDate: string | undefined;
  const people = [{ id: SELF, facts: truth.profile as Partial<HouseholdMember> }, ...(truth.profile.members ?? []).map((member) => ({ id: member.id, facts: member }))];
  for (let asked = 0; asked < maxSteps; asked += 1) {
    const next = nextStep(household, birthDate, today, catalogue);
    if (!next) return { household, birthDate, asked, done: true };
    const before = JSON.stringify([household, birthDate]);
    if (next.step.id === 'miembros') {
      birthDate = truth.birthDate;
      household = {
        ...household,
        ...(truth.profile.isWoman === undefined ? {} : { isWoman: truth.profile.isWoman }),
        members: (truth.profile.members ?? []).map((member) => toldMember(member, today)),
      };
    } else {
      const askedOf = next.step.perPerson ? people.filter((person) => next.personIds.includes(person.id)) : people;
      for (const fact of next.facts) {
        if (fact === 'birthDate') {
          for (const person of askedOf) {
            const born = person.facts.birthDate;
            if (person.id !== SELF && born !== undefined) household = withMemberFields(household, person.id, { birthDate: born });
          }
        } else if (isPersonFact(fact)) {
          for (const person of askedOf) {
            const value = person.facts[fact] ?? (next.step.checklist === true ? false : undefined);
            if (value !== undefined) household = withPersonFacts(household, person.id, { [fact]: value });
          }
        } else {
          const value = truth.profile[fact as ProfileFact] ?? (next.step.checklist === true && questionFor(fact)?.kind === 'yesno' ? false : undefined);
          if (value !== undefined) household = { ...household, [fact]: value };
        }
      }
    }
    if (JSON.stringify([household, birthDate]) === before) return { household, birthDate, asked: asked + 1, done: true };
  }
  return { household, birthDate, asked: maxSteps, done: nextStep(household, birthDate, today, catalogue) === undefined };
};

/** How many steps a household answers (`answerSteps`) until nothing is in doubt and the headline has what it needs. */
export const stepsToDecide = (truth: HouseholdTruth, today: CalendarDate, catalogue: readonly BenefitVersion[] = benefitCatalogue): number =>
  answerSteps(truth, today, 40, catalogue).asked;

/** A household with one member's own fields set (their birth date once a step asks it). */
const withMemberFields = (household: HouseholdProfile, personId: string, fields: Partial<HouseholdMember>): HouseholdProfile => ({
  ...household,
  members: (household.members ?? []).map((member) => (member.id === personId ? { ...member, ...fields } : member)),
});

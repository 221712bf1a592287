import { ageOn, parseIsoDate, type CalendarDate } from '../age';
import { evaluateBenefits } from './evaluate';
import { benefitCatalogue } from './catalogue';
import { personFactKeys, type HouseholdMember, type HouseholdProfile, type MemberRelation } from './profile';
import type { BenefitResult, BenefitVersion } from './types';

/**
 * Households, not persons: the rules judge one person at a time (`evaluateBenefits`), so a household is
 * judged as one person view for each of its people: the household's facts (RSH tramo, renting, the
 * electricity bill…) plus that person's own facts, with what follows from the member list (household
 * size, the cargas each adult can claim, a disabled child). A saved profile without `members` is the
 * user alone, judged exactly as before.
 */

/** The user's own id in a household; members have their own ids. */
export const SELF = 'self';

export interface Person {
  id: string;
  relation: 'yo' | MemberRelation;
  /** "tú", "María", "tu pareja", "tu hija o hijo de 5 años". */
  label: string;
  /** "de María", for "PGU de María"; empty for the user. */
  possessive: string;
  birthDate: string | undefined;
  /** The person view the rules read. */
  facts: HouseholdProfile;
}

/**
 * Benefits the household gets once, whoever claims it: judged on the user's view only, so they are
 * neither counted twice nor asked about for every member.
 */
export const householdBenefitIds: ReadonlySet<string> = new Set([
  'subsidio-electrico',
  'subsidio-agua-potable',
  'subsidio-arriendo',
  'subsidio-arriendo-mayores',
  'bono-bodas-de-oro',
  'bono-logro-escolar',
  'beca-presidente-republica',
  'bono-proteccion',
  'bono-base-familiar',
  'cuota-mortuoria',
  'asignacion-por-muerte',
  'pension-sobrevivencia',
  'bolsillo-familiar-electronico',
]);

/** Benefits paid for a child of the household: judged on each child under 18, and only on them. */
export const childBenefitIds: ReadonlySet<string> = new Set(['bono-control-nino-sano', 'bono-asistencia-escolar']);

const personFacts = new Set<string>(personFactKeys);
const notFacts = new Set(['members', 'receivedBenefitIds']);

const ageOf = (birthDate: string | undefined, today: CalendarDate): number | undefined => {
  const birth = birthDate === undefined ? undefined : parseIsoDate(birthDate);
  return birth ? ageOn(birth, today) : undefined;
};

const hasSocialSecurity = (facts: Partial<HouseholdProfile>): boolean | undefined => {
  if (facts.hasSocialSecurity !== undefined) return facts.hasSocialSecurity;
  if (facts.isWorking === true || facts.isPensioner === true || facts.receivesPgu === true) return true;
  if (facts.isWorking === false && facts.isPensioner === false) return false;
  return undefined;
};

/** Whether a member can be someone's carga (Asignación Familiar, SUF): a child under 18 (24 studying), a partner without income, anyone disabled. */
export const canBeCarga = (member: HouseholdMember, today: CalendarDate): boolean => {
  const age = ageOf(member.birthDate, today);
  if (member.hasDisability === true) return true;
  if (member.relation === 'hijo' && age !== undefined) return age < 18 || (age < 24 && member.isHigherEducationStudent === true);
  if (member.relation === 'pareja') return member.isWorking === false && member.isPensioner === false && member.receivesPgu !== true;
  return false;
};

/**
 * Who claims a member as a carga: what the user said (`cargaOf`), else the adult who can: the user if
 * they have social security or nobody else does, else the partner who has it. Undefined: nobody.
 */
export const cargaHolder = (member: HouseholdMember, household: HouseholdProfile, today: CalendarDate): string | undefined => {
  if (member.cargaOf === 'none') return undefined;
  if (member.cargaOf !== undefined) return member.cargaOf;
  if (!canBeCarga(member, today)) return undefined;
  const partner = household.members?.find((candidate) => candidate.relation === 'pareja' && candidate.id !== member.id);
  if (hasSocialSecurity(household) !== true && partner && hasSocialSecurity(partner) === true) return partner.id;
  return SELF;
};

const relationLabel = (member: HouseholdMember, age: number | undefined): string => {
  if (member.name) return member.name;
  const years = age === undefined ? '' : ` de ${String(age)} ${age === 1 ? 'año' : 'años'}`;
  if (member.relation === 'pareja') return 'tu pareja';
  if (member.relation === 'hijo') return `tu hija o hijo${years}`;
  return `la persona${years} que vive contigo`;
};

/** The people of a household, the user first, each with the person view the rules read. */
export const peopleOf = (household: HouseholdProfile, birthDate: string | undefined, today: CalendarDate): Person[] => {
  const members = household.members;
  const shared: Record<string, unknown> = {};
  const own: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(household)) {
    if (notFacts.has(key)) continue;
    (personFacts.has(key) ? own : shared)[key] = value;
  }
  if (!members) {
    return [{ id: SELF, relation: 'yo', label: 'tú', possessive: '', birthDate, facts: { ...shared, ...own } }];
  }
  const holders = new Map(members.map((member) => [member.id, cargaHolder(member, household, today)]));
  // What the member list already answers: nobody to be pregnant, nobody at school.
  const ages = [ageOf(birthDate, today), ...members.map((member) => ageOf(member.birthDate, today))];
  const womenOfBirthAge = [household.isWoman === false ? undefined : ages[0], ...members.map((member, index) => (member.isWoman === false ? undefined : ages[index + 1]))].some(
    (age) => age === undefined || (age >= 12 && age <= 55),
  );
  const schoolAge = ages.some((age) => age === undefined || (age >= 9 && age <= 19));
  if (!womenOfBirthAge) shared.isPregnant = false;
  if (!schoolAge) {
    shared.topStudents = 0;
    shared.hasSecondaryStudentWithTopGrades = false;
  }
  const cargasOf = (id: string): HouseholdMember[] => members.filter((member) => holders.get(member.id) === id);
  const disabledChild = members.some((member) => member.relation === 'hijo' && member.hasDisability === true && (ageOf(member.birthDate, today) ?? 99) < 18);
  const derived = (id: string, facts: Partial<HouseholdProfile>, isAdultOfCouple: boolean): HouseholdProfile => {
    const cargas = cargasOf(id);
    const socialSecurity = hasSocialSecurity(facts);
    return {
      ...shared,
      ...facts,
      householdSize: members.length + 1,
      cargas: cargas.length,
      hasDisabledDependant: cargas.some((member) => member.hasDisability === true),
      hasChildWithSevereDisability: isAdultOfCouple && disabledChild,
      ...(socialSecurity === undefined ? {} : { hasSocialSecurity: socialSecurity }),
      ...(isAdultOfCouple ? {} : { yearsMarried: 0 }),
    };
  };
  const self: Person = { id: SELF, relation: 'yo', label: 'tú', possessive: '', birthDate, facts: derived(SELF, womenOfBirthAge ? own : { ...own, isPregnant: false }, true) };
  const others = members.map((member): Person => {
    const { id, relation, name: _name, birthDate: memberBirth, cargaOf: _cargaOf, ...facts } = member;
    const label = relationLabel(member, ageOf(memberBirth, today));
    // Survivors' pensions, funerals and school results are the user's household matters, asked once.
    const view = derived(id, { ...facts, paidFuneral: false, isSurvivorOfContributor: false, ...(womenOfBirthAge ? {} : { isPregnant: false }) }, relation === 'pareja');
    return { id, relation, label, possessive: `de ${label}`, birthDate: memberBirth, facts: view };
  });
  return [self, ...others];
};

/** One benefit for one person of the household. */
export interface MemberResult extends BenefitResult {
  personId: string;
  /** "tú", "María". */
  personLabel: string;
  /** "PGU de María"; the benefit's name for the user. */
  title: string;
  /** Unique within a household: `id` for the user, `id:personId` for a member. */
  key: string;
}

const statusRank = { likely: 0, maybe: 1, no: 2 } as const;

/**
 * Every benefit judged for the household on `today`: likely and maybe per person ("PGU de María"); a
 * benefit that is no for everyone once, with the user's reasons. Likely first, then maybe, then no.
 */
export const evaluateHousehold = (
  household: HouseholdProfile,
  birthDate: string | undefined,
  today: CalendarDate,
  catalogue: readonly BenefitVersion[] = benefitCatalogue,
): MemberResult[] => {
  const people = peopleOf(household, birthDate, today);
  const hasMembers = household.members !== undefined;
  const perPerson = people.flatMap((person) => {
    const age = ageOf(person.birthDate, today);
    const minor = person.id !== SELF && age !== undefined && age < 18;
    const versions = catalogue.filter((version) => {
      if (person.id === SELF) return !(hasMembers && childBenefitIds.has(version.id));
      if (householdBenefitIds.has(version.id)) return false;
      return minor ? childBenefitIds.has(version.id) : !childBenefitIds.has(version.id);
    });
    return evaluateBenefits(person.facts, person.birthDate, today, versions).map(
      (result): MemberResult => ({
        ...result,
        personId: person.id,
        personLabel: person.label,
        title: person.id === SELF ? result.name : `${result.name} ${person.possessive}`,
        key: person.id === SELF ? result.id : `${result.id}:${person.id}`,
      }),
    );
  });
  const shown = perPerson.filter((result) => result.status !== 'no');
  const shownIds = new Set(shown.map((result) => result.id));
  const ruledOut = new Map<string, MemberResult>();
  for (const result of perPerson) {
    if (result.status !== 'no' || shownIds.has(result.id)) continue;
    const kept = ruledOut.get(result.id);
    if (!kept || (kept.personId !== SELF && result.personId === SELF)) ruledOut.set(result.id, { ...result, title: result.name, key: result.id });
  }
  return [...shown, ...ruledOut.values()].sort((a, b) => statusRank[a.status] - statusRank[b.status]);
};

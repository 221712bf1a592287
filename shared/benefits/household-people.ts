import { ageOn, parseIsoDate, type CalendarDate } from '../age';
import { personFactKeys, type HouseholdMember, type HouseholdProfile, type MemberRelation } from './profile';

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


/** Where a person's result sits in the household: its person, and a key unique within the household. */
export interface PersonKey {
  personId: string;
  /** "tú", "María". */
  personLabel: string;
  /** "de María"; empty for the user. */
  possessive: string;
  /** `id` for the user, `id:personId` for a member: also what "ya lo recibo" stores. */
  key: string;
}

/** The key of a benefit for one person of the household (`pgu`, `pgu:maria`). */
export const personKey = (benefitId: string, personId: string): string => (personId === SELF ? benefitId : `${benefitId}:${personId}`);

/** The benefit id of a person key. */
export const benefitIdOfKey = (key: string): string => key.split(':')[0] ?? key;

/**
 * The one household judgement, for the dashboard, the coverage counters and the reminders alike: which
 * benefits each person of the household is judged on (the household's benefits on the user only, the
 * children's on each child under 18 only), judged on that person's view by `judgePerson`: with the
 * catalogue's texts on the dashboard (`evaluateBenefits`), with the text-less generated rules in the
 * functions (`coverage.ts`).
 */
export const judgeHousehold = <V extends { id: string }, R extends { id: string }>(
  household: HouseholdProfile,
  birthDate: string | undefined,
  today: CalendarDate,
  catalogue: readonly V[],
  judgePerson: (facts: HouseholdProfile, birthDate: string | undefined, today: CalendarDate, versions: readonly V[]) => R[],
): (R & PersonKey)[] => {
  const hasMembers = household.members !== undefined;
  return peopleOf(household, birthDate, today).flatMap((person) => {
    const age = ageOf(person.birthDate, today);
    const minor = person.id !== SELF && age !== undefined && age < 18;
    const versions = catalogue.filter((version) => {
      if (person.id === SELF) return !(hasMembers && childBenefitIds.has(version.id));
      if (householdBenefitIds.has(version.id)) return false;
      return minor ? childBenefitIds.has(version.id) : !childBenefitIds.has(version.id);
    });
    return judgePerson(person.facts, person.birthDate, today, versions).map((result) => ({
      ...result,
      personId: person.id,
      personLabel: person.label,
      possessive: person.possessive,
      key: personKey(result.id, person.id),
    }));
  });
};

/**
 * The "ya lo recibo" list as it should be read: a member's key whose member left the household is
 * dropped; a plain id (the user's own) that is likely for exactly one member and not for the user is
 * that member's: the card of a member's benefit used to save the plain id, so such an entry can only
 * have come from that member's card. `likelyKeys`: the keys likely today.
 */
export const migrateReceived = (household: HouseholdProfile, likelyKeys: ReadonlySet<string>): string[] => {
  const received = household.receivedBenefitIds ?? [];
  const memberIds = new Set((household.members ?? []).map((member) => member.id));
  const migrated = received.flatMap((key): string[] => {
    const [benefitId = key, personId] = key.split(':');
    if (personId !== undefined) return memberIds.has(personId) ? [key] : [];
    if (likelyKeys.has(benefitId)) return [key];
    const members = [...memberIds].filter((id) => likelyKeys.has(personKey(benefitId, id)));
    return members.length === 1 && members[0] !== undefined ? [personKey(benefitId, members[0])] : [key];
  });
  return [...new Set(migrated)];
};

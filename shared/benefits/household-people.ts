import { ageOn, parseIsoDate, toIsoDate, type CalendarDate } from '../age';
import { personFactKeys, type HouseholdMember, type HouseholdProfile, type MemberRelation, type QuestionFact } from './profile';

/**
 * Households, not persons: the rules judge one person at a time (`evaluateBenefits`), so a household is
 * judged as one person view for each of its people: the household's facts (RSH tramo, renting…) plus that
 * person's own facts, with what follows from the member list (household size, the cargas each adult can
 * claim, a disabled child, who could be pregnant). A saved profile without `members` is the user alone.
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
  /** The birth date, or, for a member whose age alone was told, the ISO interval `earliest/latest` it allows (`birthOf`). */
  birthDate: string | undefined;
  /** The person view the rules read. */
  facts: HouseholdProfile;
}

/**
 * Benefits the household gets once, whoever claims it: judged on the user's view only, so they are
 * neither counted twice nor asked about for every member. The electricity subsidy is not one of them: it
 * belongs to whoever holds the bill (`isResidentialElectricityCustomer`, a person's fact).
 */
export const householdBenefitIds: ReadonlySet<string> = new Set([
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

const shiftYears = (date: CalendarDate, years: number): CalendarDate => {
  const year = date.year + years;
  const last = new Date(Date.UTC(year, date.month, 0)).getUTCDate();
  return { year, month: date.month, day: Math.min(date.day, last) };
};

const addDay = (date: CalendarDate): CalendarDate => {
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day + 1));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
};

/** The earliest and latest birth dates a person's birth (a date, or an interval `earliest/latest`) allows. */
export const birthRange = (birth: string | undefined): { earliest: CalendarDate; latest: CalendarDate } | undefined => {
  if (birth === undefined) return undefined;
  const [first = '', second] = birth.split('/');
  const earliest = parseIsoDate(first);
  const latest = second === undefined ? earliest : parseIsoDate(second);
  return earliest && latest ? { earliest, latest } : undefined;
};

/**
 * A member's birth as the rules read it: the birth date; or, when only an age was told (`age` on `ageOn`),
 * the interval of birth dates it allows, `earliest/latest` (born on `ageOn` that many years before, at the
 * latest, and a day after one more year before, at the earliest).
 */
export const birthOf = (member: Pick<HouseholdMember, 'birthDate' | 'age' | 'ageOn'>): string | undefined => {
  if (member.birthDate !== undefined) return member.birthDate;
  const told = member.ageOn === undefined ? undefined : parseIsoDate(member.ageOn);
  if (member.age === undefined || !told) return undefined;
  return `${toIsoDate(addDay(shiftYears(told, -(member.age + 1))))}/${toIsoDate(shiftYears(told, -member.age))}`;
};

/** The youngest and oldest a person can be on `day`, from their birth (a date or an interval); undefined while unknown. */
export const ageBounds = (birth: string | undefined, day: CalendarDate): { min: number; max: number } | undefined => {
  const range = birthRange(birth);
  return range && { min: ageOn(range.latest, day), max: ageOn(range.earliest, day) };
};

const hasSocialSecurityOf = (facts: Partial<HouseholdProfile>): boolean | undefined => {
  if (facts.hasSocialSecurity !== undefined) return facts.hasSocialSecurity;
  if (facts.isWorking === true || facts.isPensioner === true || facts.receivesPgu === true) return true;
  if (facts.isWorking === false && facts.isPensioner === false) return false;
  return undefined;
};

/** Has income of their own (a job, a pension, the PGU): then not someone's carga. Undefined while we do not know. */
const hasOwnIncome = (facts: Partial<HouseholdProfile>): boolean | undefined => {
  if (facts.isWorking === true || facts.isPensioner === true || facts.receivesPgu === true || (facts.monthlyIncome ?? 0) > 0) return true;
  if (facts.isWorking === false && facts.isPensioner === false) return false;
  return undefined;
};

/**
 * Whether a member can be someone's carga (Asignación Familiar, Subsidio Familiar): `true`, `false`, or
 * `undefined` while the answers do not tell. A child under 18, or from 18 to 23 studying; anyone with a
 * disability; a partner without income of their own: a wife, or a husband only with a disability (Suseso,
 * dictamen 57.863 of 2008: the male spouse must be disabled to be a carga). A partner of 65 or more is not
 * counted: the PGU, paid to them, is worth far more than the carga they would cause, and ends it.
 */
export const canBeCarga = (member: HouseholdMember, today: CalendarDate): boolean | undefined => {
  if (member.hasDisability === true && member.relation !== 'pareja') return true;
  const age = ageBounds(birthOf(member), today);
  if (member.relation === 'hijo') {
    if (!age) return undefined;
    if (age.max < 18) return true;
    const disabledUnknown = member.hasDisability === false ? false : undefined;
    if (age.min >= 24) return disabledUnknown;
    if (age.min >= 18 && age.max < 24) return member.isHigherEducationStudent === true ? true : member.isHigherEducationStudent === false ? disabledUnknown : undefined;
    return undefined;
  }
  if (member.relation === 'pareja') {
    if (member.cargaOfUser !== undefined) return member.cargaOfUser;
    if (age && age.min >= 65) return false;
    if (member.isWoman === false && member.hasDisability !== true) return member.hasDisability === false ? false : undefined;
    const income = hasOwnIncome(member);
    return income === undefined ? undefined : !income;
  }
  return member.hasDisability === false ? false : undefined;
};

/** A partner's social security: a partner who is the user's carga has no job or pension of their own, so none. */
const partnerCoverage = (partner: HouseholdMember, today: CalendarDate): boolean | undefined =>
  hasSocialSecurityOf(partner) ?? (canBeCarga(partner, today) === true ? false : undefined);

/** Who holds a carga while only the family can say (`cargaHolder`). */
export const UNKNOWN_HOLDER = 'unknown';

/**
 * Who claims a member as a carga: what the user said (`cargaOf`; `cargaOfUser`), else the parent who can.
 * A partner is the user's carga. A child is the carga of the user or of the partner: the one with social
 * security (who gets the Asignación Familiar); when both have it, only the family knows, and "¿Es tu
 * carga?" is asked (`UNKNOWN_HOLDER` until then). Undefined: nobody.
 */
export const cargaHolder = (member: HouseholdMember, household: HouseholdProfile, today: CalendarDate): string | undefined => {
  if (member.cargaOf === 'none') return undefined;
  const ids = new Set([SELF, ...(household.members ?? []).map((candidate) => candidate.id)]);
  if (member.cargaOf !== undefined && ids.has(member.cargaOf)) return member.cargaOf;
  const can = canBeCarga(member, today);
  if (can === false) return undefined;
  const partner = household.members?.find((candidate) => candidate.relation === 'pareja' && candidate.id !== member.id);
  if (member.relation === 'pareja') return can === true ? SELF : UNKNOWN_HOLDER;
  if (member.cargaOfUser !== undefined) return member.cargaOfUser ? SELF : partner && member.relation === 'hijo' ? partner.id : undefined;
  if (can === undefined) return UNKNOWN_HOLDER;
  if (!partner) return SELF;
  const [selfCovered, partnerCovered] = [hasSocialSecurityOf(household), partnerCoverage(partner, today)];
  if (selfCovered === false && partnerCovered === true) return partner.id;
  if (partnerCovered === false || selfCovered === false) return SELF;
  return UNKNOWN_HOLDER;
};

/**
 * What would settle the cargas whose holder we do not know yet, one fact of one person each: whether the
 * partner is the user's carga; a child's birth date near 18 or 24, studies or disability; who of the
 * parents has social security; and, when both have it, "¿Es tu carga?" about the child.
 */
export const cargaQuestions = (household: HouseholdProfile, today: CalendarDate): { personId: string; fact: QuestionFact }[] => {
  const members = household.members ?? [];
  const partner = members.find((member) => member.relation === 'pareja');
  const found = new Map<string, { personId: string; fact: QuestionFact }>();
  const add = (personId: string, fact: QuestionFact) => found.set(`${personId}:${fact}`, { personId, fact });
  const coverageQuestion = (facts: Partial<HouseholdProfile>): QuestionFact => (facts.isWorking === undefined ? 'isWorking' : 'isPensioner');
  for (const member of members) {
    if (cargaHolder(member, household, today) !== UNKNOWN_HOLDER) continue;
    if (member.relation === 'pareja') {
      add(member.id, 'cargaOfUser');
      continue;
    }
    const can = canBeCarga(member, today);
    if (can === undefined) {
      const age = ageBounds(birthOf(member), today);
      const straddles = (limit: number) => age !== undefined && age.min < limit && age.max >= limit;
      if (member.relation === 'hijo' && (!age || straddles(18) || straddles(24))) add(member.id, 'birthDate');
      else if (member.relation === 'hijo' && age && age.min >= 18 && age.max < 24 && member.isHigherEducationStudent === undefined) add(member.id, 'isHigherEducationStudent');
      else add(member.id, 'hasDisability');
      continue;
    }
    const [selfCovered, partnerCovered] = [hasSocialSecurityOf(household), partner ? partnerCoverage(partner, today) : false];
    if (selfCovered === undefined) add(SELF, coverageQuestion(household));
    // Whether the partner is the user's carga settles their coverage too: asked before their pension.
    if (partner && partnerCovered === undefined) add(partner.id, canBeCarga(partner, today) === undefined ? 'cargaOfUser' : coverageQuestion(partner));
    if (selfCovered === true && partnerCovered === true) add(member.id, 'cargaOfUser');
  }
  return [...found.values()];
};

const relationLabel = (member: HouseholdMember, age: number | undefined): string => {
  if (member.name) return member.name;
  const years = age === undefined ? '' : ` de ${String(age)} ${age === 1 ? 'año' : 'años'}`;
  if (member.relation === 'pareja') return 'tu pareja';
  if (member.relation === 'hijo') return `tu hija o hijo${years}`;
  return `la persona${years} que vive contigo`;
};

/** Someone who could be pregnant: not a man, and of an age to be (12 to 55), or of an age we do not know. */
const couldBePregnant = (isWoman: boolean | undefined, birth: string | undefined, today: CalendarDate): boolean => {
  if (isWoman === false) return false;
  const age = ageBounds(birth, today);
  return !age || (age.max >= 12 && age.min <= 55);
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
  const covered = hasSocialSecurityOf(own);
  const ownView = { ...own, ...(covered === undefined ? {} : { hasSocialSecurity: covered }) };
  if (!members) {
    return [{ id: SELF, relation: 'yo', label: 'tú', possessive: '', birthDate, facts: { ...shared, ...ownView } }];
  }
  const holders = new Map(members.map((member) => [member.id, cargaHolder(member, household, today)]));
  const births = new Map(members.map((member) => [member.id, birthOf(member)]));
  const ages = [ageBounds(birthDate, today), ...members.map((member) => ageBounds(births.get(member.id), today))];
  // What the member list already answers: nobody to be pregnant, nobody at school.
  const pregnancyPossible = [couldBePregnant(household.isWoman, birthDate, today), ...members.map((member) => couldBePregnant(member.isWoman, births.get(member.id), today))];
  const schoolAge = ages.some((age) => !age || (age.max >= 9 && age.min <= 19));
  if (!pregnancyPossible.some(Boolean)) shared.isPregnant = false;
  if (!schoolAge) {
    shared.topStudents = 0;
    shared.hasSecondaryStudentWithTopGrades = false;
  }
  const unknownHolder = [...holders.values()].includes(UNKNOWN_HOLDER);
  const cargasOf = (id: string): HouseholdMember[] => members.filter((member) => holders.get(member.id) === id);
  // A child under 18 with a disability: known yes, known no (every child's answer in), or not known yet.
  const children = members.filter((member) => member.relation === 'hijo' && (ageBounds(births.get(member.id), today)?.min ?? 99) < 18);
  const disabledChild = children.some((member) => member.hasDisability === true) ? true : children.every((member) => member.hasDisability === false) ? false : undefined;
  const partner = members.find((member) => member.relation === 'pareja');
  /**
   * Whether a person who cannot be pregnant counts a pregnancy for the Asignación Maternal: a husband whose
   * pregnant wife is his carga ("trabajadores respecto de sus cónyuges embarazadas"), the user's partner only.
   */
  const pregnantWife = (id: string): boolean | undefined => {
    if (id !== SELF || !partner) return false;
    const holder = holders.get(partner.id);
    if (holder === SELF) return partner.isPregnant;
    return holder === UNKNOWN_HOLDER && partner.isPregnant !== false ? undefined : false;
  };
  const derived = (id: string, facts: Partial<HouseholdProfile>, isAdultOfCouple: boolean, mayBePregnant: boolean): HouseholdProfile => {
    const cargas = cargasOf(id);
    // The user's carga has no job or pension of their own: no social security.
    const socialSecurity = hasSocialSecurityOf(facts) ?? (holders.get(id) === SELF ? false : undefined);
    // While someone's carga has no known holder, the user's and the partner's counts are not known either.
    const mayHold = unknownHolder && (id === SELF || id === partner?.id);
    const pregnant = shared.isPregnant === false ? false : mayBePregnant ? facts.isPregnant : facts.isWoman === false ? pregnantWife(id) : false;
    return {
      ...shared,
      ...facts,
      householdSize: members.length + 1,
      ...(mayHold ? {} : { cargas: cargas.length, hasDisabledDependant: cargas.some((member) => member.hasDisability === true) }),
      ...(isAdultOfCouple && disabledChild === undefined ? {} : { hasChildWithSevereDisability: isAdultOfCouple && disabledChild === true }),
      ...(socialSecurity === undefined ? {} : { hasSocialSecurity: socialSecurity }),
      ...(isAdultOfCouple ? {} : { yearsMarried: 0 }),
      ...(pregnant === undefined ? {} : { isPregnant: pregnant }),
    };
  };
  const self: Person = {
    id: SELF,
    relation: 'yo',
    label: 'tú',
    possessive: '',
    birthDate,
    facts: derived(SELF, own, true, pregnancyPossible[0] === true),
  };
  const others = members.map((member, index): Person => {
    const { id, relation, name: _name, birthDate: _birthDate, age: _age, ageOn: _ageOn, cargaOf: _cargaOf, cargaOfUser: _cargaOfUser, ...facts } = member;
    const birth = births.get(id);
    const label = relationLabel(member, ages[index + 1]?.min);
    // Survivors' pensions, funerals and school results are the user's household matters, asked once.
    const view = derived(id, { ...facts, paidFuneral: false, isSurvivorOfContributor: false }, relation === 'pareja', pregnancyPossible[index + 1] === true);
    return { id, relation, label, possessive: `de ${label}`, birthDate: birth, facts: view };
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
    const age = ageBounds(person.birthDate, today);
    // A child the rules treat as one: surely under 18 (a member of 17 or 18 by the age told counts as an adult until their date is known).
    const minor = person.id !== SELF && age !== undefined && age.max < 18;
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

import { toIsoDate, type CalendarDate } from '../age';
import { benefitCatalogue } from './catalogue';
import { evaluateBenefits } from './evaluate';
import { nextQuestion } from './next-question';
import type { HouseholdMember, HouseholdProfile } from './profile';
import { stepsToDecide } from './steps';
import type { BenefitVersion } from './types';

/** A generated household: every fact known (the truth the simulated user answers from). */
export interface Household {
  profile: HouseholdProfile;
  birthDate: string;
}

/** The day the simulations run on, fixed so that results repeat. */
export const SIMULATION_DAY: CalendarDate = { year: 2026, month: 11, day: 22 };

/** mulberry32: a tiny seeded PRNG, so a benchmark is repeatable. Returns numbers in [0, 1). */
export const mulberry32 = (seed: number): (() => number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

const between = (random: () => number, min: number, max: number): number => min + Math.floor(random() * (max - min + 1));
const chance = (random: () => number, probability: number): boolean => random() < probability;
/** RSH tramos weighted to the population: tramo 40 is the largest. */
const tramoWeights = [0.42, 0.1, 0.1, 0.1, 0.1, 0.1, 0.08];
const pickTramo = (random: () => number): number => {
  let roll = random();
  for (const [index, weight] of tramoWeights.entries()) {
    roll -= weight;
    if (roll < 0) return index + 1;
  }
  return 7;
};

/** One household with plausible Chilean facts; all correlated facts (pension and age, cargas and size) agree. */
export const generateHousehold = (random: () => number, today: CalendarDate = SIMULATION_DAY): Household => {
  const age = between(random, 18, 95);
  const birthDate = toIsoDate({ year: today.year - age, month: between(random, 1, 12), day: between(random, 1, 28) });
  const inRsh = chance(random, 0.86);
  const rshTramo = pickTramo(random);
  const isWoman = chance(random, 0.52);
  const cargas = age < 70 ? between(random, 0, 3) : chance(random, 0.1) ? 1 : 0;
  const isPensioner = age >= 65 ? chance(random, 0.75) : chance(random, 0.04);
  const isWorking = age < 65 ? chance(random, 0.6) : chance(random, 0.15);
  const married = age >= 25 && chance(random, 0.45);
  const isHigherEducationStudent = age < 30 ? chance(random, 0.3) : chance(random, 0.03);
  const lostJobWithContract = !isWorking && age < 65 && chance(random, 0.15);
  const paidFuneral = chance(random, 0.04);
  const survivor = chance(random, 0.04);
  const profile: HouseholdProfile = {
    inRsh,
    ...(inRsh ? { rshTramo } : {}),
    cargas,
    hasDisabledDependant: cargas > 0 && chance(random, 0.05),
    isPensioner,
    ...(isPensioner ? { pensionAmount: between(random, 80, 1_400) * 1_000 } : {}),
    hasSocialSecurity: isWorking || isPensioner,
    monthlyIncome: isWorking ? between(random, 500, 2_500) * 1_000 : between(random, 0, 300) * 1_000,
    householdSize: Math.min(20, cargas + between(random, 1, 3)),
    isElectroDependent: chance(random, 0.02),
    inSeguridadesOportunidades: inRsh && rshTramo === 1 && chance(random, 0.15),
    yearsResidentInChile: chance(random, 0.9) ? Math.max(0, age - 20) : between(random, 0, Math.max(0, age - 20)),
    isResidentialElectricityCustomer: chance(random, 0.8),
    isWoman,
    isWorking,
    hasDisability: chance(random, 0.08),
    hasChildWithSevereDisability: chance(random, 0.02),
    isPregnant: isWoman && age < 45 && chance(random, 0.05),
    childrenBorn: isWoman ? between(random, 0, 4) : 0,
    yearsMarried: married ? Math.min(90, Math.max(0, age - between(random, 20, 35))) : 0,
    topStudents: cargas > 0 && chance(random, 0.2) ? between(random, 1, Math.min(2, cargas)) : 0,
    hasSecondaryStudentWithTopGrades: chance(random, 0.06),
    isHigherEducationStudent,
    hasStudentAid: isHigherEducationStudent && chance(random, 0.6),
    isRenting: chance(random, 0.3),
    lostJobWithContract,
    afcContributions: lostJobWithContract ? between(random, 0, 60) : 0,
    hadFixedTermContract: lostJobWithContract && chance(random, 0.4),
    paidFuneral,
    deceasedWasAfpAffiliate: paidFuneral && chance(random, 0.6),
    isSurvivorOfContributor: survivor,
    ...(survivor ? { deceasedMonthlyIncome: between(random, 150, 1_200) * 1_000 } : {}),
    receivesPgu: age >= 65 && chance(random, 0.8),
    pensionFromAfp: isPensioner && chance(random, 0.6),
    monthsContributed: isWorking || isPensioner ? between(random, 0, Math.max(0, age - 18) * 10) : between(random, 0, 24),
    housingSavingsUf: chance(random, 0.3) ? between(random, 0, 40) : 0,
    householdIncome: (isWorking ? between(random, 500, 2_500) : between(random, 0, 300)) * 1_000 + (chance(random, 0.5) ? between(random, 0, 1_200) * 1_000 : 0),
  };
  return { profile, birthDate };
};

export const generateHouseholds = (count: number, seed: number, today: CalendarDate = SIMULATION_DAY): Household[] => {
  const random = mulberry32(seed);
  return Array.from({ length: count }, () => generateHousehold(random, today));
};

/**
 * How many questions a household answers, each the `nextQuestion` and each answered from its true
 * facts, before every benefit is likely or no. Stops (and counts what it asked) if a question has
 * no true answer, which a complete generated household never hits.
 */
export const questionsToDecide = (
  household: Household,
  today: CalendarDate = SIMULATION_DAY,
  catalogue: readonly BenefitVersion[] = benefitCatalogue,
): number => {
  let profile: HouseholdProfile = {};
  let birthDate: string | undefined;
  for (let asked = 0; asked <= 60; asked += 1) {
    const next = nextQuestion(profile, birthDate, today, catalogue);
    if (!next) return asked;
    if (next.fact === 'birthDate') {
      birthDate = household.birthDate;
      continue;
    }
    const truth = household.profile[next.fact];
    if (truth === undefined) return asked + 1;
    profile = { ...profile, [next.fact]: truth };
  }
  const stillMaybe = evaluateBenefits(profile, birthDate, today, catalogue).filter((result) => result.status === 'maybe');
  throw new Error(`questionsToDecide did not settle: ${stillMaybe.map((result) => result.id).join(', ')}`);
};

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** The benchmark figure: the median of `questionsToDecide` over `count` households generated from `seed`. */
export const questionsToDecideMedian = (count: number, seed: number, today: CalendarDate = SIMULATION_DAY): number =>
  median(generateHouseholds(count, seed, today).map((household) => questionsToDecide(household, today)));

/** A person the user lives with, with their own facts, all known. */
const generateMember = (random: () => number, id: string, relation: HouseholdMember['relation'], age: number, today: CalendarDate): HouseholdMember => {
  const isWoman = chance(random, 0.5);
  const adult = age >= 18;
  const isPensioner = age >= 65 ? chance(random, 0.75) : adult && chance(random, 0.03);
  const isWorking = adult && age < 65 ? chance(random, 0.55) : age >= 65 && chance(random, 0.1);
  const isHigherEducationStudent = age >= 18 && age < 25 && chance(random, 0.35);
  const lostJobWithContract = adult && !isWorking && age < 65 && chance(random, 0.1);
  return {
    id,
    relation,
    birthDate: toIsoDate({ year: today.year - age - (today.month === 1 ? 1 : 0), month: between(random, 1, 12), day: between(random, 1, 28) }),
    isWoman,
    isPensioner,
    ...(isPensioner ? { pensionAmount: between(random, 80, 1_000) * 1_000, pensionFromAfp: chance(random, 0.6) } : { pensionFromAfp: false }),
    receivesPgu: age >= 65 && chance(random, 0.8),
    monthsContributed: isWorking || isPensioner ? between(random, 0, Math.max(0, age - 18) * 10) : between(random, 0, 24),
    isWorking,
    monthlyIncome: isWorking ? between(random, 450, 2_000) * 1_000 : 0,
    hasDisability: chance(random, 0.06),
    isPregnant: isWoman && adult && age < 45 && chance(random, 0.04),
    childrenBorn: isWoman && adult ? between(random, 0, 4) : 0,
    yearsResidentInChile: Math.max(0, age - 20),
    isHigherEducationStudent,
    hasStudentAid: isHigherEducationStudent && chance(random, 0.6),
    lostJobWithContract,
    afcContributions: lostJobWithContract ? between(random, 0, 60) : 0,
    hadFixedTermContract: lostJobWithContract && chance(random, 0.4),
  };
};

/**
 * A household with members: the user (as `generateHousehold`), often a partner of about their age,
 * children when the user is of an age to have them, sometimes an older relative. The household size and
 * cargas follow from the members.
 */
export const generateHouseholdWithMembers = (random: () => number, today: CalendarDate = SIMULATION_DAY): Household => {
  const { profile, birthDate } = generateHousehold(random, today);
  const age = today.year - Number(birthDate.slice(0, 4));
  const members: HouseholdMember[] = [];
  if (age >= 22 && chance(random, 0.55)) members.push(generateMember(random, 'pareja', 'pareja', Math.max(18, Math.min(100, age + between(random, -6, 6))), today));
  if (age >= 20 && age < 65) {
    const children = between(random, 0, 3);
    for (let index = 0; index < children; index += 1) members.push(generateMember(random, `hijo-${String(index + 1)}`, 'hijo', between(random, 0, Math.min(30, age - 18)), today));
  }
  if (age < 60 && chance(random, 0.12)) members.push(generateMember(random, 'otro', 'otro', Math.min(100, age + between(random, 20, 35)), today));
  const { cargas: _cargas, householdSize: _size, hasDisabledDependant: _disabled, hasChildWithSevereDisability: _child, ...facts } = profile;
  return { profile: { ...facts, members: members.map((member) => withCargaTruth(member, facts, members, today)) }, birthDate };
};

/**
 * What a member's family would answer to "¿Es tu carga?": a partner without income of their own, a wife or
 * a disabled husband under 65, is the user's; a child is the carga of the parent with social security, the
 * one with the lower income when both have it (the higher Asignación Familiar). Nobody else's is asked.
 */
const withCargaTruth = (member: HouseholdMember, user: HouseholdProfile, members: readonly HouseholdMember[], today: CalendarDate): HouseholdMember => {
  const age = today.year - Number(member.birthDate?.slice(0, 4) ?? today.year);
  const covered = (facts: Partial<HouseholdProfile>): boolean => facts.isWorking === true || facts.isPensioner === true || facts.receivesPgu === true;
  const partner = members.find((candidate) => candidate.relation === 'pareja');
  // The bill is the user's: the generated household tells it once, on the user.
  const held: HouseholdMember = { ...member, isResidentialElectricityCustomer: false };
  if (member.relation === 'pareja') return { ...held, cargaOfUser: !covered(member) && (member.isWoman === true || member.hasDisability === true) && age < 65 };
  if (member.relation !== 'hijo') return held;
  const userHolds = !partner || !covered(partner) || (covered(user) && (user.monthlyIncome ?? 0) <= (partner.monthlyIncome ?? 0));
  return { ...held, cargaOfUser: userHolds };
};

/** Households of one person living alone (the user, as `generateHousehold`, with no members). */
export const generateHouseholdsAlone = (count: number, seed: number, today: CalendarDate = SIMULATION_DAY): Household[] => {
  const random = mulberry32(seed);
  return Array.from({ length: count }, () => {
    const { profile, birthDate } = generateHousehold(random, today);
    const { cargas: _cargas, householdSize: _size, hasDisabledDependant: _disabled, hasChildWithSevereDisability: _child, ...facts } = profile;
    return { profile: { ...facts, members: [] }, birthDate };
  });
};

export const generateHouseholdsWithMembers = (count: number, seed: number, today: CalendarDate = SIMULATION_DAY): Household[] => {
  const random = mulberry32(seed);
  return Array.from({ length: count }, () => generateHouseholdWithMembers(random, today));
};

/** The value below which `share` of the values fall (nearest rank): `percentile(values, 0.9)` is the p90. */
export const percentile = (values: readonly number[], share: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? 0;
};

/**
 * The benchmark figures: median and p90 of the steps to decide over `count` households from `seed`: households
 * with members (and how many of them have any), and, with `alone`, people living alone.
 */
export const stepsToDecideFigures = (count: number, seed: number, today: CalendarDate = SIMULATION_DAY, alone = false): { median: number; p90: number; withMembers: number } => {
  const households = alone ? generateHouseholdsAlone(count, seed, today) : generateHouseholdsWithMembers(count, seed, today);
  const counts = households.map((household) => stepsToDecide(household, today));
  return { median: median(counts), p90: percentile(counts, 0.9), withMembers: households.filter((household) => (household.profile.members ?? []).length > 0).length };
};

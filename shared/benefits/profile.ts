import type * as z from 'zod/mini';
import type { householdMemberSchema, householdProfileSchema } from './household-schema';
import { benefitIds } from './ids';
import { birthDateQuestion, profileQuestions } from './questions';

export { birthDateQuestion, profileQuestions, tramoOptions } from './questions';

/**
 * The facts that belong to one person (the user, or a member of the household); the other facts are
 * the household's (the RSH tramo, renting, the electricity bill…) and hold for everyone in it.
 */
export const personFactKeys = [
  'isPensioner',
  'receivesPgu',
  'pensionFromAfp',
  'monthsContributed',
  'pensionAmount',
  'hasSocialSecurity',
  'monthlyIncome',
  'isWoman',
  'isWorking',
  'hasDisability',
  'isPregnant',
  'childrenBorn',
  'yearsResidentInChile',
  'isHigherEducationStudent',
  'hasStudentAid',
  'lostJobWithContract',
  'afcContributions',
  'hadFixedTermContract',
  'isResidentialElectricityCustomer',
  'cargaOfUser',
] as const;
export type PersonFact = (typeof personFactKeys)[number];

export const personMask = Object.fromEntries(personFactKeys.map((key) => [key, true])) as { [K in PersonFact]: true };

export const memberIdPattern = /^[a-z0-9-]{1,20}$/;

export const memberRelations = ['pareja', 'hijo', 'otro'] as const;
export type MemberRelation = (typeof memberRelations)[number];

export const MAX_MEMBERS = 12;

export type HouseholdMember = z.infer<typeof householdMemberSchema>;
export type HouseholdProfile = z.infer<typeof householdProfileSchema>;

const catalogueIds: ReadonlySet<string> = new Set(benefitIds);

/** "Ya lo recibo" of one person: a benefit id of the catalogue (the user's own), or `id:memberId` (a member's). */
export const isReceivedKey = (key: string): boolean => {
  const [benefitId = '', memberId, ...rest] = key.split(':');
  return rest.length === 0 && catalogueIds.has(benefitId) && (memberId === undefined || memberIdPattern.test(memberId));
};
/** A fact a question asks about (everything but the received list). */
export type ProfileFact = Exclude<keyof HouseholdProfile, 'receivedBenefitIds' | 'members'>;

type FactsOfType<T> = { [K in ProfileFact]-?: NonNullable<HouseholdProfile[K]> extends T ? K : never }[ProfileFact];
export type BooleanFact = FactsOfType<boolean>;
export type NumericFact = FactsOfType<number>;

/** What a question can ask about: a household fact, or the birth date kept on the user document. */
export type QuestionFact = ProfileFact | 'birthDate';

export type QuestionKind = 'yesno' | 'tramo' | 'integer' | 'money' | 'date';

/** Ask a question only once an earlier answer makes it relevant. */
export type AskIf = { fact: BooleanFact; equals: boolean } | { fact: NumericFact; atLeast: number };

export interface ProfileQuestion {
  fact: QuestionFact;
  kind: QuestionKind;
  text: string;
  help: string;
  options?: readonly { value: number; label: string }[];
  min?: number;
  max?: number;
  askIf?: AskIf;
}

export const questionFor = (fact: QuestionFact): ProfileQuestion | undefined =>
  fact === 'birthDate' ? birthDateQuestion : profileQuestions.find((question) => question.fact === fact);

/** The facts the member list answers (household-people.ts): asked only of a saved profile from before members existed. */
export const memberListFacts: ReadonlySet<QuestionFact> = new Set<QuestionFact>(['householdSize', 'cargas', 'hasDisabledDependant', 'hasChildWithSevereDisability']);

/**
 * Whether the UI should show a question now, given the answers so far: never one the member list already
 * answers (how many live in the household, the cargas), nor a follow-up whose condition does not hold.
 */
export const shouldAsk = (question: ProfileQuestion, profile: HouseholdProfile): boolean => {
  if (profile.members !== undefined && memberListFacts.has(question.fact)) return false;
  const condition = question.askIf;
  if (!condition) return true;
  if ('equals' in condition) return profile[condition.fact] === condition.equals;
  const value = profile[condition.fact];
  return value !== undefined && value >= condition.atLeast;
};

/**
 * The household facts the rules read, from a user document. Whether the user is in the Registro Social
 * de Hogares is `socialHomeRegister` (product §3); it starts false at registration, which only means "not
 * told yet" until the user answers (then `household.inRsh` is saved with it).
 */
export const householdProfileOf = (user: { readonly household?: HouseholdProfile; readonly socialHomeRegister: boolean }): HouseholdProfile => {
  const household = user.household ?? {};
  const inRsh = user.socialHomeRegister ? true : household.inRsh === undefined ? undefined : false;
  const { inRsh: _saved, ...facts } = household;
  return inRsh === undefined ? facts : { ...facts, inRsh };
};

import type { CalendarDate } from '../age';
import { evaluateBenefits } from './evaluate';
import { benefitCatalogue } from './catalogue';
import { judgeHousehold, SELF } from './household-people';
import type { HouseholdProfile } from './profile';
import { statusRank, type BenefitResult, type BenefitVersion } from './types';

export {
  ageBounds,
  benefitIdOfKey,
  birthOf,
  birthRange,
  canBeCarga,
  cargaHolder,
  cargaQuestions,
  childBenefitIds,
  householdBenefitIds,
  judgeHousehold,
  migrateReceived,
  peopleOf,
  personKey,
  SELF,
  type Person,
  type PersonKey,
} from './household-people';

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
  const perPerson = judgeHousehold(household, birthDate, today, catalogue, evaluateBenefits).map(
    ({ possessive, ...result }): MemberResult => ({ ...result, title: result.personId === SELF ? result.name : `${result.name} ${possessive}` }),
  );
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

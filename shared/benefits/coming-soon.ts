import { parseIsoDate, toIsoDate, type CalendarDate } from '../age';
import { benefitCatalogue } from './catalogue';
import { formatIsoDateEsCl } from './format';
import { evaluateHousehold, peopleOf, SELF } from './household';
import type { HouseholdProfile } from './profile';
import { versionOn } from './rules';
import type { BenefitVersion, Criterion } from './types';

/** How far ahead "coming soon" looks: six months. */
export const COMING_SOON_DAYS = 183;

/** A benefit a person of the household will qualify for within six months, and from when. */
export interface ComingSoon {
  /** `id` for the user, `id:personId` for a member, as `MemberResult.key`. */
  key: string;
  id: string;
  name: string;
  personId: string;
  /** ISO date from which it can be asked for. */
  date: string;
  /** "Desde el 12-12-2026 puedes pedir la PGU." */
  text: string;
}

const addDays = (date: CalendarDate, days: number): CalendarDate => {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
};

/** The day someone born on `birth` turns `months` months old (a 29 February birthday counts from 1 March). */
const dayAtMonths = (birth: CalendarDate, months: number): CalendarDate => {
  const total = birth.month - 1 + months;
  const year = birth.year + Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return birth.day > last ? addDays({ year, month, day: last }, 1) : { year, month, day: birth.day };
};

const ageThresholds = (criterion: Criterion): number[] => {
  if ('allOf' in criterion) return criterion.allOf.flatMap(ageThresholds);
  if ('anyOf' in criterion) return criterion.anyOf.flatMap(ageThresholds);
  if (criterion.fact === 'age' && criterion.on === undefined) return [criterion.value * 12 + (criterion.op === 'gt' ? 12 : 0)];
  if (criterion.fact === 'ageMonths') return [criterion.value + (criterion.op === 'gt' ? 1 : 0)];
  return [];
};

/** The first day on or after `from` that falls on `qualifying` (month and day of a year). */
const nextQualifyingDay = (from: string, qualifying: { month: number; day: number }): string => {
  const year = Number(from.slice(0, 4));
  const thisYear = toIsoDate({ year, ...qualifying });
  return thisYear >= from ? thisYear : toIsoDate({ year: year + 1, ...qualifying });
};

/**
 * What a member of the household will qualify for within six months that they do not today: turning an
 * age a rule asks for (64 years and 9 months for the PGU, 6 or 18 for a child's bono…), a version of the
 * catalogue that starts (a call that opens), or a day a benefit is paid to whoever qualifies on it (65 on
 * 1 May for the Bono de Invierno). Each is judged on its day with the facts known now, and shown with that
 * day, the earliest one per benefit and person. A benefit paid to whoever qualifies on a day of the year
 * (the Christmas aguinaldo: pensioners on 30 November) is dated that day, never a day after its cutoff:
 * someone who turns 65 in December gets the next year's, past the six months, and it is not shown.
 */
export const comingSoon = (
  household: HouseholdProfile,
  birthDate: string | undefined,
  today: CalendarDate,
  catalogue: readonly BenefitVersion[] = benefitCatalogue,
): ComingSoon[] => {
  const todayIso = toIsoDate(today);
  const horizon = toIsoDate(addDays(today, COMING_SOON_DAYS));
  const now = evaluateHousehold(household, birthDate, today, catalogue);
  const alreadyShown = new Set(now.filter((result) => result.status !== 'no').map((result) => result.key));
  const thresholds = [...new Set(catalogue.flatMap((version) => version.criteria.flatMap(ageThresholds)))];
  const starts = catalogue.map((version) => version.validFrom).filter((day) => day > todayIso && day <= horizon);
  const qualifyingDays = catalogue.flatMap((version) => (version.qualifyingDay ? [nextQualifyingDay(toIsoDate(addDays(today, 1)), version.qualifyingDay)] : [])).filter((day) => day <= horizon);
  const days = new Set<string>([...starts, ...qualifyingDays]);
  for (const person of peopleOf(household, birthDate, today)) {
    const birth = person.birthDate === undefined ? undefined : parseIsoDate(person.birthDate);
    if (!birth) continue;
    for (const months of thresholds) {
      const day = toIsoDate(dayAtMonths(birth, months));
      if (day > todayIso && day <= horizon) days.add(day);
    }
  }
  const found = new Map<string, ComingSoon>();
  for (const day of [...days].sort()) {
    const date = parseIsoDate(day);
    if (!date) continue;
    for (const result of evaluateHousehold(household, birthDate, date, catalogue)) {
      if (result.status !== 'likely' || alreadyShown.has(result.key) || found.has(result.key)) continue;
      const qualifying = versionOn(catalogue, result.id, day)?.qualifyingDay;
      const from = qualifying ? nextQualifyingDay(day, qualifying) : day;
      if (from > horizon) continue;
      const who = result.personId === SELF ? 'puedes' : `${result.personLabel} puede`;
      found.set(result.key, {
        key: result.key,
        id: result.id,
        name: result.name,
        personId: result.personId,
        date: from,
        text: `Desde el ${formatIsoDateEsCl(from)} ${who} ${qualifying ? 'recibir' : 'pedir'} ${result.name}.`,
      });
    }
  }
  return [...found.values()];
};

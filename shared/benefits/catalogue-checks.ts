import { parseIsoDate, toIsoDate, type CalendarDate } from '../age';
import { isValidOn } from './rules';
import type { BenefitVersion } from './types';

/** A source older than this many months must be checked again. */
export const MAX_SOURCE_AGE_MONTHS = 12;

const monthsBefore = (day: CalendarDate, months: number): string => {
  const total = day.year * 12 + (day.month - 1) - months;
  return toIsoDate({ year: Math.floor(total / 12), month: (total % 12) + 1, day: Math.min(day.day, 28) });
};

/** A claim link: https, and a page of its own rather than a bare home page. */
export const isOwnPageLink = (url: string): boolean => {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.pathname !== '/';
  } catch {
    return false;
  }
};

/** The ids with a version in force on `today`. */
export const currentBenefitIds = (catalogue: readonly BenefitVersion[], today: CalendarDate): string[] => {
  const isoDay = toIsoDate(today);
  return [...new Set(catalogue.filter((version) => isValidOn(version, isoDay)).map((version) => version.id))];
};

/**
 * What is wrong with the versions in force on `today` (or starting later), one line each: the
 * catalogue is checked like code, and an empty list is the only passing answer.
 */
export const catalogueProblems = (catalogue: readonly BenefitVersion[], today: CalendarDate): string[] => {
  const isoDay = toIsoDate(today);
  const oldest = monthsBefore(today, MAX_SOURCE_AGE_MONTHS);
  return catalogue
    .filter((version) => version.validTo === null || version.validTo >= isoDay)
    .flatMap((version) => {
      const where = `${version.id} (desde ${version.validFrom})`;
      const problems: string[] = [];
      const { source } = version;
      if (!source.name.trim() || !source.url.startsWith('https://')) problems.push(`${where}: sin fuente https`);
      if (!parseIsoDate(source.checkedOn)) problems.push(`${where}: checkedOn no es una fecha`);
      else if (source.checkedOn < oldest) problems.push(`${where}: fuente revisada hace más de ${String(MAX_SOURCE_AGE_MONTHS)} meses (${source.checkedOn})`);
      if (!isOwnPageLink(version.officialUrl)) problems.push(`${where}: el enlace para reclamar no es https o es una página de inicio`);
      if (!version.amountPeriod.trim()) problems.push(`${where}: no dice a qué periodo corresponde el monto`);
      if (!version.whenPaid.trim()) problems.push(`${where}: no dice cuándo se paga o se postula`);
      if (version.howToClaim.length === 0) problems.push(`${where}: no dice cómo reclamarlo`);
      return problems;
    });
};

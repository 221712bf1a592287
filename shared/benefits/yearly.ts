import type { CalendarDate } from '../age';
import { benefitCatalogue } from './catalogue';
import { evaluateBenefits } from './evaluate';
import type { HouseholdProfile } from './profile';
import type { BenefitAmount, BenefitResult, BenefitVersion, Frequency } from './types';

/**
 * "One number": the money a year this user may be missing.
 *
 * Each benefit that is likely and not marked "ya lo recibo" counts once a year as:
 * - `mensual`: the monthly amount × its payments a year (12, or fewer where the benefit says so:
 *   BAES 10, Asignación Maternal 9);
 * - `anual`: the amount once;
 * - `único` (Bodas de Oro, cuota mortuoria, Bono por Hijo): the amount once, in the year you claim it;
 * - `por convocatoria` (Subsidio Eléctrico): the amount of one call once, even if there are two calls a year.
 * A "hasta" amount (a range we cannot narrow) counts at its maximum and is flagged `upperBound`.
 * A benefit whose amount we cannot state in pesos (Gratuidad, Seguro de Cesantía…) counts as 0 and is
 * listed in `withoutAmount`, so the UI can say "y además…".
 */
export interface YearlyLine {
  id: string;
  name: string;
  frequency: Frequency;
  /** One payment, as computed for this user. */
  perPayment: number;
  paymentsPerYear: number;
  yearly: number;
  upperBound: boolean;
}

export interface MissingMoney {
  total: number;
  /** Whether some line is a "hasta" figure. */
  includesUpperBounds: boolean;
  lines: YearlyLine[];
  /** Likely benefits with no peso figure: not in the total. */
  withoutAmount: { id: string; name: string; amountText: string }[];
}

/** A result's yearly value, by the rules above; 0 when its amount is unknown. */
export const yearlyValue = (result: Pick<BenefitResult, 'amount' | 'paymentsPerYear'>): number =>
  result.amount ? result.amount.value * result.paymentsPerYear : 0;

/** The yearly total and its breakdown, over likely results not in `received`, largest first. */
export const missingMoney = (results: readonly BenefitResult[], received: Iterable<string> = []): MissingMoney => {
  const alreadyReceived = new Set(received);
  const pending = results.filter((result) => result.status === 'likely' && !alreadyReceived.has(result.id));
  const lines = pending
    .filter((result) => result.amount !== undefined)
    .map((result) => ({
      id: result.id,
      name: result.name,
      frequency: result.frequency,
      perPayment: result.amount?.value ?? 0,
      paymentsPerYear: result.paymentsPerYear,
      yearly: yearlyValue(result),
      upperBound: result.amount?.upperBound === true,
    }))
    .sort((a, b) => b.yearly - a.yearly);
  return {
    total: lines.reduce((sum, line) => sum + line.yearly, 0),
    includesUpperBounds: lines.some((line) => line.upperBound),
    lines,
    withoutAmount: pending.filter((result) => result.amount === undefined).map(({ id, name, amountText }) => ({ id, name, amountText })),
  };
};

/** The money a year this household may be missing, leaving out `profile.receivedBenefitIds`. */
export const moneyMissingPerYear = (
  profile: HouseholdProfile,
  birthDate: string | undefined,
  today: CalendarDate,
  catalogue: readonly BenefitVersion[] = benefitCatalogue,
): MissingMoney => missingMoney(evaluateBenefits(profile, birthDate, today, catalogue), profile.receivedBenefitIds ?? []);

/** The most one payment of an amount can be, for anyone: how much a question about it may be worth. */
export const maxPayment = (amount: BenefitAmount): number => {
  switch (amount.kind) {
    case 'fixed':
      return amount.value;
    case 'range':
      return amount.max;
    case 'variable':
    case 'share':
      return 0;
    case 'perUnit':
      return amount.cap ?? amount.upTo ?? amount.value;
    case 'basePlusPerCarga':
      return amount.base + amount.perCarga;
    case 'perCarga':
      return amount.disabledValue ?? amount.value;
    case 'incomeBrackets':
      return Math.max(...amount.brackets.map((bracket) => bracket.perCarga));
    case 'incomeLinked':
      return amount.max;
    case 'byHouseholdSize':
    case 'byAge':
      return Math.max(...amount.bands.map((band) => band.value));
  }
};

/** The most a version can pay in a year (see the counting rules above). */
export const maxYearly = (version: BenefitVersion): number =>
  maxPayment(version.amount) * (version.frequency === 'mensual' ? (version.paymentsPerYear ?? 12) : 1);

import type { BooleanFact, NumericFact, QuestionFact } from './profile';

/** An ISO calendar date `YYYY-MM-DD`. ISO dates compare correctly as strings. */
export type IsoDate = string;

export type Frequency = 'mensual' | 'anual' | 'único' | 'por convocatoria';

/** The Spanish texts of a condition: why it rules you out, what we still need to know, and why it holds. */
interface Explained {
  reason: string;
  need: string;
  met: string;
}

export type Comparison = 'gte' | 'gt' | 'lte' | 'lt' | 'eq';

/**
 * One condition on one fact of the profile. `age` is computed from the birth date, on today or, with
 * `on`, on that day of the current year (Bono Invierno: 1 May); `ageMonths` is the age in whole months
 * (the PGU can be requested from 64 years and 9 months: 777).
 */
export type Condition =
  | { fact: NumericFact | 'age' | 'ageMonths'; op: Comparison; value: number; on?: { month: number; day: number } }
  | { fact: BooleanFact; op: 'is'; value: boolean };

/** Any of the alternatives: likely if one is likely, no if all are no. `A` is what the group carries (its texts). */
export type AnyOf<L extends Condition, A> = { anyOf: readonly CriterionTree<L, A>[] } & A;

/**
 * A declarative criterion: a condition `L`, all of some criteria, or any of them. The authored catalogue's
 * conditions carry their texts (`Criterion`); the generated rules' do not (`RuleCriterion`, rules.ts).
 */
export type CriterionTree<L extends Condition, A> = L | { allOf: readonly CriterionTree<L, A>[] } | AnyOf<L, A>;

/** A criterion of the authored catalogue, with the Spanish texts that explain each outcome. */
export type Criterion = CriterionTree<Condition & Explained, { reason: string }>;

export interface IncomeBracket {
  name: string;
  /** Monthly income up to and including this amount. */
  upTo: number;
  perCarga: number;
}

export interface HouseholdSizeBand {
  from: number;
  /** null: and more. */
  to: number | null;
  value: number;
}

export interface AgeBand {
  /** This age and older (bands are listed oldest first). */
  from: number;
  value: number;
}

export type BenefitAmount =
  | { kind: 'fixed'; value: number }
  /** Depends on facts we do not ask (wages, savings, a bill): shown as `max`, counted as "hasta" `max`. */
  | { kind: 'range'; min: number; max: number }
  /** No peso figure we can state for this user (e.g. a share of a pension or of a bill): shown in words, counted as 0. */
  | { kind: 'variable'; description: string }
  /** `value` for each unit of a numeric fact (e.g. each top student); `upTo` for a unit in the best band. */
  | { kind: 'perUnit'; fact: NumericFact; unit: string; value: number; upTo?: number; cap?: number }
  /** A base amount plus an increase for each carga (aguinaldos). */
  | { kind: 'basePlusPerCarga'; base: number; perCarga: number }
  /**
   * `disabledValue` is paid instead of `value` for a carga with a disability; with
   * `perFamilyWithoutCargas`, a family with no cargas (Seguridades y Oportunidades) gets `value` once.
   */
  | { kind: 'perCarga'; value: number; disabledValue?: number; perFamilyWithoutCargas?: boolean }
  /** With `single`, one payment (Asignación Maternal), not one per carga. */
  | { kind: 'incomeBrackets'; brackets: readonly IncomeBracket[]; single?: boolean }
  | { kind: 'byHouseholdSize'; bands: readonly HouseholdSizeBand[] }
  | { kind: 'byAge'; bands: readonly AgeBand[] }
  /**
   * A monthly subsidy that follows the person's monthly income (Sence's BTM and SEJ): `rate` of the income
   * up to `max`, `max` up to `fullUntil`, then down in a straight line to nothing at `limit`. Estimated from
   * the income told, not counted at its cap.
   */
  | { kind: 'incomeLinked'; rate: number; max: number; fullUntil: number; limit: number }
  /**
   * At most `rate` of a sum told (`fact`), e.g. a survivor pension of up to 60 % of what the person who died
   * received: counted as that "hasta" figure; `description` says how the real amount is set.
   */
  | { kind: 'share'; fact: NumericFact; rate: number; description: string };

/** The days a call takes applications, both included. */
export interface ApplicationWindow {
  from: IsoDate;
  to: IsoDate;
}

/** How sure we are of the entry: alta = the official body's own page; media = press citing it; baja = unconfirmed or older figure. */
export type Confidence = 'alta' | 'media' | 'baja';

export interface BenefitSource {
  name: string;
  url: string;
  /** The day the figures were checked against this source. */
  checkedOn: IsoDate;
  /** What was and was not verified. */
  note?: string;
  confidence: Confidence;
}

/** One version of a benefit, valid from `validFrom` to `validTo` inclusive. */
export interface BenefitVersion {
  id: string;
  name: string;
  summary: string;
  validFrom: IsoDate;
  /** null: open-ended, until a newer version is added. */
  validTo: IsoDate | null;
  amount: BenefitAmount;
  /** The period the amount is for, e.g. "Monto desde el 1 de febrero de 2026". */
  amountPeriod: string;
  frequency: Frequency;
  /** For `mensual`: how many payments a year, when fewer than 12 (BAES: 10, March to December). */
  paymentsPerYear?: number;
  /** Payment dates or application window, in Spanish. */
  whenPaid: string;
  howToClaim: readonly string[];
  /** The benefit's own page (https, not a bare home page). */
  officialUrl: string;
  source: BenefitSource;
  /** All must hold. */
  criteria: readonly Criterion[];
  /**
   * Why new applications may not be taken (a start date not verified, a benefit being replaced by another):
   * then the benefit is never more than "maybe" for anyone, with this as its first reason.
   */
  hedge?: string;
  /**
   * Applications are taken only during these calls: outside them the benefit is at most "maybe" (no call is
   * open); inside one, its last day is the deadline that "Cobra primero" orders by.
   */
  applicationWindows?: readonly ApplicationWindow[];
  /**
   * Paid to whoever meets the criteria on this day of the year (the Christmas aguinaldo: pensioners on 30
   * November): someone who qualifies after it gets the next year's. "Coming soon" dates it so.
   */
  qualifyingDay?: { month: number; day: number };
}

export type BenefitStatus = 'likely' | 'maybe' | 'no';

/** How results are ordered everywhere: likely first, then maybe, then no. */
export const statusRank: Readonly<Record<BenefitStatus, number>> = { likely: 0, maybe: 1, no: 2 };

export interface MissingFact {
  fact: QuestionFact;
  question: string;
}

export interface BenefitResult {
  id: string;
  name: string;
  summary: string;
  status: BenefitStatus;
  /** Why no, why likely, or (for maybe) what we still need to know. */
  reasons: string[];
  /** For maybe: the questions to ask next. */
  missing: MissingFact[];
  /** This user's amount, where it can be computed; `upperBound` when it is a "hasta" figure. */
  amount: { value: number; label: string; upperBound?: boolean } | undefined;
  /** es-CL text of the amount, e.g. "$224.004 al mes". */
  amountText: string;
  frequency: Frequency;
  /** How many payments of `amount` a year: 12 (or fewer) for monthly benefits, 1 otherwise. */
  paymentsPerYear: number;
  amountPeriod: string;
  whenPaid: string;
  howToClaim: readonly string[];
  officialUrl: string;
  source: BenefitSource;
  validFrom: IsoDate;
  validTo: IsoDate | null;
  /**
   * Whether the answers that decide it are in: likely or no, or a "maybe" no question can settle (a call that
   * is not open, a start date not confirmed). A result not decided yet waits for the steps still to come.
   */
  decided: boolean;
  /** The last day to apply, when a call is open now (`applicationWindows`). */
  deadline?: IsoDate;
}

export interface UnclaimedMoneySearch {
  name: string;
  description: string;
  url: string;
  source: BenefitSource;
}

export interface UnclaimedMoneyBlock {
  title: string;
  explanation: readonly string[];
  searches: readonly UnclaimedMoneySearch[];
  disclaimer: string;
}

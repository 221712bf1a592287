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
 * A declarative condition over the profile. `age` is computed from the birth date, on
 * today or, with `on`, on that day of the current year (Bono Invierno: 1 May).
 */
export type Criterion =
  | (Explained & { fact: NumericFact | 'age'; op: Comparison; value: number; on?: { month: number; day: number } })
  | (Explained & { fact: BooleanFact; op: 'is'; value: boolean })
  | { allOf: readonly Criterion[] }
  | { anyOf: readonly Criterion[]; reason: string };

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
  /**
   * `disabledValue` is paid instead of `value` for a carga with a disability; with
   * `perFamilyWithoutCargas`, a family with no cargas (Seguridades y Oportunidades) gets `value` once.
   */
  | { kind: 'perCarga'; value: number; disabledValue?: number; perFamilyWithoutCargas?: boolean }
  | { kind: 'incomeBrackets'; brackets: readonly IncomeBracket[] }
  | { kind: 'byHouseholdSize'; bands: readonly HouseholdSizeBand[] }
  | { kind: 'byAge'; bands: readonly AgeBand[] };

export interface BenefitSource {
  name: string;
  url: string;
  /** The day the figures were checked against this source. */
  checkedOn: IsoDate;
  /** What was and was not verified. */
  note?: string;
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
  frequency: Frequency;
  howToClaim: readonly string[];
  officialUrl: string;
  source: BenefitSource;
  /** All must hold. */
  criteria: readonly Criterion[];
}

export type BenefitStatus = 'likely' | 'maybe' | 'no';

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
  /** This user's amount, where it can be computed. */
  amount: { value: number; label: string } | undefined;
  /** es-CL text of the amount, e.g. "$224.004 al mes". */
  amountText: string;
  frequency: Frequency;
  howToClaim: readonly string[];
  officialUrl: string;
  source: BenefitSource;
  validFrom: IsoDate;
  validTo: IsoDate | null;
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

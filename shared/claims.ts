import { parseIsoDate, toIsoDate, type CalendarDate } from './age';
import type { BenefitId } from './benefits/ids';
import { isReceivedKey } from './benefits/profile';

/**
 * "Followed until the money arrives": a person marks "Ya postulé" on a benefit they claimed, the product
 * asks "¿Te lo aprobaron?" when a decision is due (a benefit reminder mail: only to whoever has reminders
 * on, with its unsubscribe), and the answer, approved (with the money received, if they tell it) or
 * rejected, is kept: the dashboard shows the money recovered so far, the admins the weekly funnel.
 * A claim is the person's own data: it lives under their user and goes with their account.
 */
export const claimStatuses = ['applied', 'approved', 'rejected'] as const;
export type ClaimStatus = (typeof claimStatuses)[number];

/** A claim as the person and the UI see it. `key` is the result's key: `pgu` (the user's), `pgu:maria` (a member's). */
export interface BenefitClaim {
  key: string;
  benefitId: BenefitId;
  /** `self` or a member's id. */
  personId: string;
  status: ClaimStatus;
  /** The day they applied ("Ya postulé"). */
  appliedOn: string;
  /** The day we ask "¿Te lo aprobaron?" if no answer came before. */
  decisionDueOn: string;
  /** The day they were told, once approved or rejected. */
  decidedOn?: string;
  /** CLP received so far, if they told it (approved only). */
  amountReceived?: number;
  updatedAt: string;
}

/** GET /api/me/claims: the person's claims, most recent first, and the money they told they received. */
export interface BenefitClaimsAnswer {
  claims: BenefitClaim[];
  /** The sum of `amountReceived` of the approved claims. */
  recovered: number;
}

/**
 * How long a decision usually takes, in days after applying, where the benefit's own page says it
 * (the catalogue's texts: Sence answers the Bono al Trabajo de la Mujer within 90 days; the young workers'
 * subsidy within four months); a month for any other.
 */
export const decisionDays: Partial<Record<BenefitId, number>> = {
  'bono-trabajo-mujer': 90,
  'subsidio-empleo-joven': 90,
  'subsidio-trabajadores-jovenes': 120,
};
export const DEFAULT_DECISION_DAYS = 30;
/** Asked again this often while no answer comes, at most `MAX_FOLLOW_UPS` times in all. */
export const FOLLOW_UP_EVERY_DAYS = 14;
export const MAX_FOLLOW_UPS = 3;

export const addDays = (day: string, days: number): string => {
  const date = parseIsoDate(day);
  if (!date) throw new Error(`Not a date: ${day}`);
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return toIsoDate({ year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() });
};

/** The day a decision on a claim of `benefitId` made on `appliedOn` is due. */
export const decisionDueOn = (benefitId: BenefitId, appliedOn: string): string => addDays(appliedOn, decisionDays[benefitId] ?? DEFAULT_DECISION_DAYS);

/** The next day to ask after a follow-up on `day`, or undefined when enough were sent. */
export const nextFollowUpOn = (day: string, followUpsSent: number): string | undefined => (followUpsSent >= MAX_FOLLOW_UPS ? undefined : addDays(day, FOLLOW_UP_EVERY_DAYS));


/** A claim's key as the path carries it: a catalogue id, with a member's id for a member's benefit. */
export const isClaimKey = (key: string): boolean => isReceivedKey(key);

/** Whether a day told is not in the future (Chile's calendar). */
export const notAfter = (day: string, today: CalendarDate): boolean => day <= toIsoDate(today);

/** The money recovered so far: what the person told they received on their approved claims. */
export const recoveredOf = (claims: readonly Pick<BenefitClaim, 'status' | 'amountReceived'>[]): number =>
  claims.reduce((sum, claim) => sum + (claim.status === 'approved' ? (claim.amountReceived ?? 0) : 0), 0);

/** GET /api/kpi/benefits-weekly: the benefits funnel by week (Monday, Chile), oldest first. */
export interface BenefitsWeek {
  week: string;
  /** Anonymous checks (`/revisa`) that answered their first step, and that reached their result. */
  checksStarted: number;
  checksFinished: number;
  /** Accounts that saved a check made before signing up. */
  accountsFromCheck: number;
  /** "Ya postulé" marked, and decisions told, in the week. */
  claimsMarked: number;
  claimsApproved: number;
  claimsRejected: number;
  /** CLP the people told they received, in the week they told it. */
  moneyRecovered: number;
}
export const benefitsWeekCounters = ['checksStarted', 'checksFinished', 'accountsFromCheck', 'claimsMarked', 'claimsApproved', 'claimsRejected', 'moneyRecovered'] as const;
export type BenefitsWeekCounter = (typeof benefitsWeekCounters)[number];

export interface BenefitsWeeklyKpi {
  weeks: BenefitsWeek[];
  totals: Omit<BenefitsWeek, 'week'>;
}

/** POST /api/kpi/benefit-checks: a step of an anonymous check, counted and nothing else (no answer is sent). */
export const checkStages = ['started', 'finished'] as const;

import type { HouseholdProfile } from './benefits/profile';
import { type UserDocument, type UserType } from './user';

/**
 * The admin area's API contract (user management, audit trail, subscriptions and KPIs):
 * query and body schemas shared by the web and the handlers, and the answer types.
 */

// ---------------------------------------------------------------- plans and subscriptions

/** The plans of the terms (spec §1): semi-annual and annual. Prices come from configuration. */
export const plans = ['semestral', 'anual'] as const;
export type Plan = (typeof plans)[number];
export const planLabels: Record<Plan, string> = { semestral: 'Semestral', anual: 'Anual' };
/** How many months a period of each plan lasts. */
export const planMonths: Record<Plan, number> = { semestral: 6, anual: 12 };

export const subscriptionStatuses = ['active', 'past_due', 'cancelled'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];
export const subscriptionStatusLabels: Record<SubscriptionStatus, string> = {
  active: 'Activa',
  past_due: 'Pago pendiente',
  cancelled: 'Cancelada',
};

/** One subscription per user. Dates are ISO strings, UTC. */
export interface Subscription {
  uid: string;
  plan: Plan;
  status: SubscriptionStatus;
  /** The price of one period, in CLP, fixed when the period started. */
  priceClp: number;
  /** ISO date `YYYY-MM-DD`: the current period's first day. */
  currentPeriodStart: string;
  /** ISO date `YYYY-MM-DD`: the day after the current period's last day (the next period's start). */
  currentPeriodEnd: string;
  createdAt: string;
  updatedAt: string;
  /** ISO timestamp of the first failed charge of the period due, while past_due. */
  pastDueSince?: string;
  cancelledAt?: string;
  /** The card the renewals are charged to: its type and last four digits only. */
  card?: { cardType: string; last4: string };
  /** The user cancelled: it ends at `currentPeriodEnd`, with no further charge. */
  cancelAtPeriodEnd?: boolean;
}

export const paymentStatuses = ['paid', 'failed'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** One charge attempt. */
export interface Payment {
  uid: string;
  id: string;
  plan: Plan;
  amountClp: number;
  status: PaymentStatus;
  /** ISO timestamp of the attempt, UTC. */
  at: string;
  /** The period the charge pays for (`YYYY-MM-DD`, start inclusive, end exclusive). */
  periodStart: string;
  periodEnd: string;
  /** The provider's buy order: the charge's idempotency key (absent on seeded demo payments). */
  buyOrder?: string;
  /** The provider's authorization code of a paid charge. */
  authorizationCode?: string;
  /** The card charged: its type (Visa, Mastercard…) and last four digits, never the number. */
  card?: { cardType: string; last4: string };
  /** Transbank's payment type code of the charge (VN credit, VD debit, VC credit in instalments…). */
  paymentTypeCode?: string;
  /** How many instalments the charge was split into (0: none, a plain credit or debit charge). */
  installments?: number;
  /** CLP refunded by an admin, and when. */
  refundedClp?: number;
  refundedAt?: string;
}

// ---------------------------------------------------------------- users list

export const ADMIN_USERS_PAGE_SIZE = 25;
export const ADMIN_USERS_MAX_PAGE_SIZE = 100;

export interface AdminUserSummary {
  uid: string;
  firstName: string;
  lastName: string;
  email: string;
  rut: string;
  userType: UserType;
  activated: boolean;
  disabled: boolean;
  signupIntent?: 'enterprise';
  createdAt: string;
  /** The plan of a subscription that is not cancelled, else null. */
  plan: Plan | null;
}

/** GET /api/admin/users */
export interface AdminUserList {
  users: AdminUserSummary[];
  /** Pass as `cursor` to get the next page; null on the last page. */
  nextCursor: string | null;
}

// ---------------------------------------------------------------- one user

/**
 * The household as the admin sees it: the person's own answers and how many people they live with,
 * never who those people are (their names, birth dates, disability, pregnancy, benefits).
 */
export type AdminHousehold = Omit<HouseholdProfile, 'members'> & { memberCount?: number };

/** The household facts an admin reads of a person's answers (`household` of the document). */
export const adminHouseholdOf = ({ members, receivedBenefitIds, ...facts }: HouseholdProfile): AdminHousehold => ({
  ...facts,
  ...(members ? { memberCount: members.length } : {}),
  // A member's received benefit is `id:memberId`: the person's own only.
  ...(receivedBenefitIds ? { receivedBenefitIds: receivedBenefitIds.filter((key) => !key.includes(':')) } : {}),
});

/** The user document as the admin sees it: every field but the household's people, plus whether it is disabled. */
export type AdminUserDocument = Omit<UserDocument, 'household'> & { household?: AdminHousehold; disabled: boolean };

export interface AdminCognitoStatus {
  exists: boolean;
  enabled: boolean;
  emailVerified: boolean;
  provider: 'password' | 'google';
  /** Cognito's UserStatus (`CONFIRMED`, `EXTERNAL_PROVIDER`, ...), null when there is no Cognito user. */
  status: string | null;
}

/** One audit entry: who (actor) did what (action) to whom (subject), and when (UTC). Never a password or a token. */
export interface AuditEntry {
  id: string;
  action: string;
  actor: string;
  subject: string;
  at: string;
  /** For edits: `{ field: { from, to } }`; otherwise facts about the action. */
  changes?: Record<string, unknown>;
}

/** GET /api/admin/users/{uid} */
export interface AdminUserDetail {
  user: AdminUserDocument;
  cognito: AdminCognitoStatus;
  subscription: Subscription | null;
  /** The user's charges, newest first (paid, failed, refunded). */
  payments: Payment[];
  /** The 20 most recent entries about this user, newest first. */
  audit: AuditEntry[];
}

/** PATCH /api/admin/users/{uid} answers this. */
export interface AdminUserUpdated {
  user: AdminUserDocument;
}

/** POST /api/admin/users/{uid}/activation-mail answers this (202). DELETE answers 204, no body. */
export interface AdminActivationMailResent {
  message: string;
}

// ---------------------------------------------------------------- KPIs (spec §7)

/** GET /api/kpi/get-all-paid-subscriptions: paid charges by month (UTC), oldest first. */
export interface PaidSubscriptionsKpi {
  payments: { month: string; count: number; revenue: number }[];
  totals: { count: number; revenue: number };
}

/** GET /api/kpi/get-all-users-with-plan: users whose subscription is not cancelled, by plan. */
export interface UsersWithPlanKpi {
  users: { plan: Plan; active: number; pastDue: number }[];
  /** The sum of active and pastDue over the plans. */
  total: number;
  /**
   * Churn by month (UTC), oldest first, from the month the counters began: plans in force when the
   * month started, plans that ended in it (the user's cancellation taking effect, an unpaid plan
   * suspended, an erased account), and their ratio (null when none was in force).
   */
  churn: { month: string; inForceAtStart: number; ended: number; rate: number | null }[];
}

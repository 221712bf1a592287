import * as z from 'zod/mini';
import { messages } from './messages';
import { companyDetailsSchema } from './company';
import { birthDateSchema, nameSchema, rutSchema } from './schemas';
import { userTypeSchema, type UserDocument, type UserType } from './user';
import { pure } from './pure';

/**
 * The admin area's API contract (user management, audit trail, subscriptions and KPIs):
 * query and body schemas shared by the web and the handlers, and the answer types.
 */

// ---------------------------------------------------------------- plans and subscriptions

/** The plans of the terms (spec §1): semi-annual and annual. Prices come from configuration. */
export const planSchema = /* @__PURE__ */ pure(() => z.enum(['semestral', 'anual']));
export type Plan = z.infer<typeof planSchema>;
export const plans = /* @__PURE__ */ pure(() => planSchema.options);
export const planLabels: Record<Plan, string> = { semestral: 'Semestral', anual: 'Anual' };
/** How many months a period of each plan lasts. */
export const planMonths: Record<Plan, number> = { semestral: 6, anual: 12 };

export const subscriptionStatusSchema = /* @__PURE__ */ pure(() => z.enum(['active', 'past_due', 'cancelled']));
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;
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

export const paymentStatusSchema = /* @__PURE__ */ pure(() => z.enum(['paid', 'failed']));
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

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

/**
 * GET /api/admin/users query string. `q` is a prefix of a name (first or last), an e-mail or a RUT
 * (digits, with or without dots and hyphen); `cursor` is the opaque `nextCursor` of the previous page.
 */
export const adminUsersQuerySchema = /* @__PURE__ */ pure(() =>
  z.object({
    q: z.pipe(z.optional(z.string().check(z.trim(), z.maxLength(100))), z.transform((value) => (value ? value : undefined))),
    type: z.optional(userTypeSchema),
    intent: z.optional(z.literal('enterprise')),
    limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(ADMIN_USERS_MAX_PAGE_SIZE)), ADMIN_USERS_PAGE_SIZE),
    cursor: z.optional(z.string().check(z.regex(/^[\w-]{1,2048}$/))),
  }),
);
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

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

/** The user document as the admin sees it: every field, plus whether it is disabled. */
export type AdminUserDocument = UserDocument & { disabled: boolean };

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

/** PATCH /api/admin/users/{uid}: at least one field. */
export const adminUpdateUserBodySchema = /* @__PURE__ */ pure(() =>
  z
    .strictObject({
      firstName: z.optional(nameSchema),
      lastName: z.optional(nameSchema),
      rut: z.optional(rutSchema),
      /** A person's; a company's account has none. */
      birthDate: z.optional(birthDateSchema),
      /** A company's razón social, comuna, región and contact phone; a person's account has none. */
      company: z.optional(companyDetailsSchema),
      // A person is made an admin or a client again; a company is a company from its registration on (its document has a company's fields).
      userType: z.optional(z.enum(['client', 'admin'])),
      enabled: z.optional(z.boolean()),
    })
    .check(z.refine((body) => Object.keys(body).length > 0, { message: messages['no-changes'] })),
);
export type AdminUpdateUserBody = z.input<typeof adminUpdateUserBodySchema>;

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

import * as z from 'zod/mini';
import { paymentStatuses, plans, subscriptionStatuses } from './admin';
import { supportTicketStatuses } from './support';
import { offerStatuses } from './internships';
import { applicationStatuses, threadSides } from './students';
import { isReturnPath } from './return-path';

/**
 * The one event catalogue. Each entry is a domain event: its EventBridge detail-type,
 * the zod schema of its detail, and the consumers (modules under `lambdas/` exporting `handler`).
 * The CDK stack makes a rule, a target and a DLQ for each consumer; the local bus routes by the same table.
 * No event carries a password or a link token.
 */
export const EVENT_SOURCE = 'beneficios.app';

export interface EventDefinition<Schema extends z.ZodMiniType = z.ZodMiniType> {
  readonly detailType: string;
  readonly schema: Schema;
  readonly consumers: readonly string[];
}

/**
 * An event whose detail schema is built on first use, not at import: a function that publishes or
 * consumes two events builds two schemas, not the whole catalogue's (cold starts: building every schema
 * at import was a measurable part of each function's cold start).
 */
const defineEvent = <Schema extends z.ZodMiniType>({ schema: build, ...definition }: Omit<EventDefinition<Schema>, 'schema'> & { schema: () => Schema }): EventDefinition<Schema> => {
  let schema: Schema | undefined;
  return {
    ...definition,
    get schema() {
      return (schema ??= build());
    },
  };
};

const at = z.iso.datetime();
const uid = z.string().check(z.minLength(1));

/** Mails the mailer knows how to send; each is addressed to the account's own e-mail. */
export const mailKinds = ['welcome-activation', 'welcome-without-activation', 'activation-link', 'activation-confirmed', 'password-recovery', 'password-changed'] as const;
export type MailKind = (typeof mailKinds)[number];

export const events = {
  UserRegistered: defineEvent({
    detailType: 'UserRegistered',
    /** returnTo: the internships page the person was on when they registered; their activation link leads back to it (shared/return-path.ts). */
    schema: () =>
      z.object({ uid, provider: z.enum(['password', 'google']), signupIntent: z.optional(z.literal('enterprise')), returnTo: z.optional(z.string().check(z.refine(isReturnPath))), at }),
    consumers: ['events/mailer', 'events/audit-recorder'],
  }),
  UserActivated: defineEvent({
    detailType: 'UserActivated',
    schema: () => z.object({ uid, at }),
    consumers: ['events/mailer', 'events/audit-recorder'],
  }),
  PasswordChanged: defineEvent({
    detailType: 'PasswordChanged',
    /** resetId identifies the reset (the hash of its used token), so its mail goes once. */
    schema: () => z.object({ uid, resetId: z.string().check(z.minLength(1)), at }),
    consumers: ['events/mailer', 'events/audit-recorder'],
  }),
  /** The account's second factor (an authenticator app's code at sign-in) was turned on or off by its owner. */
  TwoFactorChanged: defineEvent({
    detailType: 'TwoFactorChanged',
    schema: () => z.object({ uid, enabled: z.boolean(), at }),
    consumers: ['events/audit-recorder'],
  }),
  MailRequested: defineEvent({
    detailType: 'MailRequested',
    schema: () => z.object({ uid, kind: z.enum(mailKinds), ref: z.optional(z.string()), at }),
    consumers: ['events/mailer'],
  }),
  /** A first Google sign-in was linked to the e-mail-and-password account holding its e-mail. */
  GoogleAccountLinked: defineEvent({
    detailType: 'GoogleAccountLinked',
    schema: () => z.object({ uid, provider: z.literal('google'), at }),
    consumers: ['events/audit-recorder'],
  }),
  AdminGranted: defineEvent({
    detailType: 'AdminGranted',
    // Ids only: the address is the document's, and an erasure must leave none in the outbox or a dead-letter queue.
    schema: () => z.object({ uid, grantedBy: z.string().check(z.minLength(1)), at }),
    consumers: ['events/audit-recorder'],
  }),
  /** A user opened a support ticket: the team is mailed, the user gets an acknowledgement. */
  SupportTicketOpened: defineEvent({
    detailType: 'SupportTicketOpened',
    /** `at` is the ticket's createdAt: with uid and ticketId it is the ticket's key. */
    schema: () => z.object({ uid, ticketId: z.string().check(z.minLength(1)), at }),
    consumers: ['events/mailer', 'events/audit-recorder'],
  }),
  /** A user asked to be contacted about insurance (Seguros): the team is mailed. */
  InsuranceContactRequested: defineEvent({
    detailType: 'InsuranceContactRequested',
    /** `at` is the request's createdAt: with uid and requestId it is the request's key. */
    schema: () => z.object({ uid, requestId: z.string().check(z.minLength(1)), at }),
    consumers: ['events/mailer', 'events/audit-recorder'],
  }),
  /**
   * A message was added to a ticket's thread: an admin's reply is mailed to the user; both are audited.
   * `ticketAt` is the ticket's createdAt (with uid and ticketId, its key); `actor` is who wrote it.
   * The user's ticket page takes this event from the live push to refetch its ticket.
   */
  SupportTicketReplied: defineEvent({
    detailType: 'SupportTicketReplied',
    schema: () => z.object({ uid, ticketId: z.string().check(z.minLength(1)), ticketAt: at, messageId: z.string().check(z.minLength(1)), author: z.enum(['usuario', 'equipo']), actor: uid, status: z.enum(supportTicketStatuses), at }),
    consumers: ['events/mailer', 'events/audit-recorder'],
  }),
  /** An admin moved a ticket or an insurance request to its next status (abierto → en proceso → cerrado). */
  SupportStatusChanged: defineEvent({
    detailType: 'SupportStatusChanged',
    schema: () => z.object({ uid, itemId: z.string().check(z.minLength(1)), kind: z.enum(['ticket', 'insurance', 'assisted']), from: z.enum(supportTicketStatuses), to: z.enum(supportTicketStatuses), actor: uid, at }),
    consumers: ['events/audit-recorder'],
  }),
  /**
   * A registration never activated in 7 days was removed (the clean-up job, in the removal's own
   * transaction). Ids only: the mailer reads the address from the farewell record the same
   * transaction wrote (authKeys.farewell), which it deletes once the mail went.
   */
  RegistrationExpired: defineEvent({
    detailType: 'RegistrationExpired',
    schema: () => z.object({ uid, at }),
    consumers: ['events/mailer', 'events/account-eraser', 'events/profile-image-eraser', 'events/dead-letter-eraser'],
  }),
  /**
   * A verified Google sign-in of an e-mail held by a password account never activated took the
   * e-mail over: that account's document and claims went in the trigger's transaction; the
   * consumers remove the rest of it (Cognito account, link tokens, support records, images).
   */
  RegistrationTakenOver: defineEvent({
    detailType: 'RegistrationTakenOver',
    schema: () => z.object({ uid, at }),
    consumers: ['events/account-eraser', 'events/profile-image-eraser', 'events/audit-recorder', 'events/dead-letter-eraser'],
  }),
  AdminUserDeleted: defineEvent({
    detailType: 'AdminUserDeleted',
    // Who deleted whom, and when: no e-mail, RUT or name (Ley 19.628 / 21.719, the right to erasure).
    schema: () => z.object({ uid, actor: uid, at }),
    consumers: ['events/audit-recorder', 'events/profile-image-eraser', 'events/billing-eraser', 'events/account-eraser', 'events/dead-letter-eraser'],
  }),
  /** A charge was attempted (billing job, seed excluded): the KPI counters count the paid ones; the user gets a receipt or a failure mail. */
  PaymentRecorded: defineEvent({
    detailType: 'PaymentRecorded',
    schema: () => z.object({ uid, paymentId: z.string().check(z.minLength(1)), plan: z.enum(plans), amountClp: z.number().check(z.int(), z.nonnegative()), status: z.enum(paymentStatuses), at }),
    consumers: ['events/kpi-recorder', 'events/mailer', 'events/audit-recorder'],
  }),
  /** A user's or an admin's act on a subscription that changes neither plan nor status. */
  SubscriptionActionTaken: defineEvent({
    detailType: 'SubscriptionActionTaken',
    schema: () => z.object({
      uid,
      actor: uid,
      action: z.enum(['cancel-requested', 'cancel-withdrawn', 'card-changed', 'payment-refunded']),
      paymentId: z.optional(z.string()),
      amountClp: z.optional(z.number().check(z.int(), z.nonnegative())),
      at,
    }),
    // The KPI recorder takes a refund's amount out of the revenue; the mailer tells the user.
    consumers: ['events/audit-recorder', 'events/kpi-recorder', 'events/mailer'],
  }),
  /** A subscription's plan or status changed (null: it did not exist / no longer exists). */
  SubscriptionChanged: defineEvent({
    detailType: 'SubscriptionChanged',
    schema: () => z.object({
      uid,
      before: z.nullable(z.object({ plan: z.enum(plans), status: z.enum(subscriptionStatuses) })),
      after: z.nullable(z.object({ plan: z.enum(plans), status: z.enum(subscriptionStatuses) })),
      at,
    }),
    consumers: ['events/kpi-recorder', 'events/audit-recorder', 'events/mailer'],
  }),
  /** A student applied to an internship offer: the company is mailed, the KPIs count it (applications a week). */
  ApplicationSubmitted: defineEvent({
    detailType: 'ApplicationSubmitted',
    schema: () => z.object({ offerId: z.string().check(z.minLength(1)), studentUid: uid, companyUid: uid, at }),
    consumers: ['events/mailer', 'events/audit-recorder', 'events/kpi-recorder'],
  }),
  /** An application moved: `vista` when its company first opened it, then the company's answers; the student is mailed these; the KPIs count selections. */
  ApplicationStatusChanged: defineEvent({
    detailType: 'ApplicationStatusChanged',
    schema: () => z.object({ offerId: z.string().check(z.minLength(1)), studentUid: uid, companyUid: uid, from: z.enum(applicationStatuses), to: z.enum(applicationStatuses), actor: uid, at }),
    consumers: ['events/mailer', 'events/audit-recorder', 'events/kpi-recorder'],
  }),
  /**
   * A company and a student wrote to each other about an application (a message of its thread): the
   * KPIs count it, once per message. Ids only.
   */
  InternshipMessageSent: defineEvent({
    detailType: 'InternshipMessageSent',
    schema: () => z.object({ offerId: z.string().check(z.minLength(1)), studentUid: uid, companyUid: uid, messageId: z.string().check(z.minLength(1)), author: z.enum(['empresa', 'estudiante']), at }),
    consumers: ['events/kpi-recorder'],
  }),
  /**
   * A message in an application's thread, by its student or its offer's company: the other side is
   * mailed unless a mail about this thread is still unread (lambdas/mail/thread-mail.service.ts). Ids only.
   */
  ApplicationMessageSent: defineEvent({
    detailType: 'ApplicationMessageSent',
    schema: () => z.object({ offerId: z.string().check(z.minLength(1)), studentUid: uid, companyUid: uid, messageId: z.string().check(z.minLength(1)), author: z.enum(threadSides), at }),
    consumers: ['events/mailer'],
  }),
  /** The job alerts run found offers published for this student's saved searches: one mail, at most one a day (`day`). */
  JobAlertDue: defineEvent({
    detailType: 'JobAlertDue',
    schema: () => z.object({ uid, day: z.iso.date(), offerIds: z.array(z.string().check(z.minLength(1))).check(z.minLength(1), z.maxLength(10)), more: z.number().check(z.int(), z.nonnegative()), at }),
    consumers: ['events/mailer'],
  }),
  /** An application was withdrawn because its student's account was erased: ids only. */
  ApplicationWithdrawn: defineEvent({
    detailType: 'ApplicationWithdrawn',
    schema: () => z.object({ offerId: z.string().check(z.minLength(1)), studentUid: uid, companyUid: uid, reason: z.literal('account-erased'), at }),
    consumers: ['events/audit-recorder'],
  }),
  /**
   * The billing job found an annual plan renewing soon: its owner is mailed once per period, seven
   * days before the renewal can be charged. `periodEnd` (the renewal's day) and uid are its key.
   */
  RenewalNoticeDue: defineEvent({
    detailType: 'RenewalNoticeDue',
    schema: () => z.object({ uid, plan: z.enum(plans), periodEnd: z.iso.date(), amountClp: z.number().check(z.int(), z.nonnegative()), at }),
    consumers: ['events/mailer'],
  }),
  /** The reminders job found a benefit occasion this opted-in user is due a mail about (shared/reminders.ts). */
  BenefitReminderDue: defineEvent({
    detailType: 'BenefitReminderDue',
    /** occasionId: `<benefitId>#<kind>#<date>`; with uid, the mail's once-only key. day: the Chilean day the job judged. */
    schema: () => z.object({ uid, occasionId: z.string().check(z.minLength(1)), day: z.iso.date(), at }),
    consumers: ['events/mailer'],
  }),
  /**
   * A user turned benefit reminders on or off: in the profile, with a mail's unsubscribe link, or by asking
   * to be told when a claim's decision is due ("Ya postulé").
   */
  BenefitRemindersChanged: defineEvent({
    detailType: 'BenefitRemindersChanged',
    schema: () => z.object({ uid, enabled: z.boolean(), via: z.enum(['profile', 'unsubscribe-link', 'claim']), at }),
    consumers: ['events/audit-recorder'],
  }),
  /**
   * The reminders job found a claim whose decision is due and no answer told ("¿Te lo aprobaron?"), its owner
   * opted in to reminders: `key` the claim's (`pgu:maria`), `dueOn` the day asked; with uid, the mail's once-only key.
   */
  BenefitClaimFollowUpDue: defineEvent({
    detailType: 'BenefitClaimFollowUpDue',
    schema: () => z.object({ uid, key: z.string().check(z.minLength(1), z.maxLength(80)), dueOn: z.iso.date(), at }),
    consumers: ['events/mailer'],
  }),
  /**
   * An internship offer was created or changed state: published, paused, closed by its company,
   * expired by the deadline job, hidden or restored by an admin, closed because its company was erased.
   * `from` is null for a new offer. Applicants are told when an offer ends (`to`: cerrada, vencida, oculta).
   */
  OfferStatusChanged: defineEvent({
    detailType: 'OfferStatusChanged',
    schema: () =>
      z.object({
        offerId: z.string().check(z.minLength(1)),
        companyUid: uid,
        from: z.nullable(z.enum(offerStatuses)),
        to: z.enum(offerStatuses),
        actor: uid,
        reason: z.enum(['company', 'deadline', 'moderation', 'account-erased']),
        at,
      }),
    consumers: ['events/audit-recorder', 'events/mailer', 'events/kpi-recorder'],
  }),
  /** A signed-in user reported an offer: the admins' moderation list shows it. */
  OfferReported: defineEvent({
    detailType: 'OfferReported',
    schema: () => z.object({ offerId: z.string().check(z.minLength(1)), reportId: z.string().check(z.minLength(1)), companyUid: uid, actor: uid, at }),
    consumers: ['events/audit-recorder'],
  }),
} as const;

export type EventName = keyof typeof events;
export type EventDetail<Name extends EventName> = z.infer<(typeof events)[Name]['schema']>;

export const eventCatalogue: readonly EventDefinition[] = Object.values(events);

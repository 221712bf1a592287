import type { Payment, Plan } from '../admin';

/**
 * The key builders of every table with a composite key: the one place an item's `pk` and `sk` are
 * spelled. Repositories, the seed and tests build keys here, never by hand. (The users table is
 * keyed by `uid` alone, the Cognito `sub`.)
 */
export type ItemKey = { readonly pk: string; readonly sk: string };

export type LinkPurpose = 'activation' | 'reset';

const usedResetPk = (uid: string): string => `USED-RESET#${uid}`;
const mailPk = (owner: string): string => `MAIL#${owner}`;
const usedActivationPk = (uid: string): string => `USED-ACTIVATION#${uid}`;

/**
 * The auth table: uniqueness claims (e-mail, RUT), single-use link tokens and the record of a used
 * reset, once-only mail claims, and fixed-window rate-limit counters.
 */
export const authKeys = {
  uniqueEmail: (email: string): ItemKey => ({ pk: `UNIQUE#EMAIL#${email}`, sk: 'UNIQUE' }),
  /**
   * A RUT claim: one person's account (client or admin) per RUT, and one company's per RUT, apart.
   * A sole proprietor (persona natural con giro) is a person whose business uses their own RUT: their
   * personal account and their company's are two accounts, each with its own e-mail.
   */
  uniqueRut: (rut: string, kind: 'person' | 'company' = 'person'): ItemKey => ({ pk: kind === 'company' ? `UNIQUE#COMPANY-RUT#${rut}` : `UNIQUE#RUT#${rut}`, sk: 'UNIQUE' }),
  /** The one live link token of a user and purpose. */
  link: (purpose: LinkPurpose, uid: string): ItemKey => ({ pk: `LINK#${purpose}#${uid}`, sk: 'TOKEN' }),
  /** A reset link that was used, by the hash of its token. */
  usedReset: (uid: string, tokenHash: string): ItemKey => ({ pk: usedResetPk(uid), sk: tokenHash }),
  /** An activation link that was used, by the hash of its token: it alone answers "Cuenta ya activada" again. */
  usedActivation: (uid: string, tokenHash: string): ItemKey => ({ pk: usedActivationPk(uid), sk: tokenHash }),
  /**
   * The claim of a mail that must go once, under the account it is erased with (lambdas/mail/mail.repository.ts):
   * all of an account's claims are one partition.
   */
  mail: (owner: string, idempotencyKey: string): ItemKey => ({ pk: mailPk(owner), sk: idempotencyKey }),
  mailPk: (owner: string): string => mailPk(owner),
  /** A server-made HMAC key (e.g. 'reminders-unsubscribe'): created once, on first use, never sent out. */
  signingKey: (purpose: string): ItemKey => ({ pk: `${SIGNING_KEY_PREFIX}${purpose}`, sk: 'KEY' }),
  /**
   * The counter of one limit, one subject and one window (the window's number since the epoch), all of a
   * subject's counters in one partition: an erasure forgets them with one Query, whatever the limits.
   */
  rate: (limit: string, subject: string, window: number): ItemKey => ({ pk: `RATE#${subject}`, sk: `${limit}#${String(window)}` }),
  /** The partition of a subject's counters (an account's id, an e-mail, an address). */
  ratePk: (subject: string): string => `RATE#${subject}`,
  /** The partitions of the links an account used, one each kind (usedReset, usedActivation). */
  usedLinkPks: (uid: string): string[] => [usedResetPk(uid), usedActivationPk(uid)],
  /** A Google sign-up not yet registered, in one partition sorted by when it began (ISO time, then username). */
  pendingGoogleSignUp: (at: string, username: string): ItemKey => ({ pk: PENDING_GOOGLE_SIGN_UPS_PK, sk: `${at}#${username}` }),
  /** An e-mail registration between its Cognito account and its document, the same way (the username is the e-mail). */
  pendingPasswordSignUp: (at: string, username: string): ItemKey => ({ pk: PENDING_PASSWORD_SIGN_UPS_PK, sk: `${at}#${username}` }),
  /** The address of an account removed without its owner (a registration that expired), kept only until its last mail went. */
  farewell: (uid: string): ItemKey => ({ pk: `FAREWELL#${uid}`, sk: 'ADDRESS' }),
  /** The lease of the one erasure reading the dead-letter queues through (events/dead-letter-eraser). */
  deadLetterReader: { pk: 'DEAD-LETTER-READER', sk: 'LEASE' } as ItemKey,
};

/** The partition keys of the signing keys begin so: IAM denies them to every function that neither signs nor verifies. */
export const SIGNING_KEY_PREFIX = 'SIGNING-KEY#';
/** The partition of the pending Google sign-ups: the orphan job reads it up to a cut-off time. */
export const PENDING_GOOGLE_SIGN_UPS_PK = 'PENDING-GOOGLE-SIGN-UP';
/** The partition of the pending e-mail registrations: the orphan job reads it up to an hour ago. */
export const PENDING_PASSWORD_SIGN_UPS_PK = 'PENDING-PASSWORD-SIGN-UP';

/** The audit table: a subject's entries, newest last by sort key; apart, who read the subject's records. */
export const auditKeys = {
  subject: (uid: string): string => `SUBJECT#${uid}`,
  /** An admin's reads of a person's records (their detail, a support item): kept apart from the trail the detail answers. */
  reads: (uid: string): string => `READS#${uid}`,
  entry: (entry: { readonly at: string; readonly id: string }): string => `${entry.at}#${entry.id}`,
};

/** The support table: everything under its user, so that a user's tickets are one Query. */
export const supportKeys = {
  user: (uid: string): string => `USER#${uid}`,
  ticketPrefix: 'TICKET#',
  ticket: (createdAt: string, id: string): string => `TICKET#${createdAt}#${id}`,
  insurance: (createdAt: string, id: string): string => `INSURANCE#${createdAt}#${id}`,
};

/**
 * The billing table: subscriptions (`USER#<uid>` / `SUBSCRIPTION`), payments (`USER#<uid>` /
 * `PAYMENT#<at>#<id>`), KPI counters (`KPI` / `PAYMENTS#<YYYY-MM>`, `PLAN#<plan>`, `BENEFIT#<id>`) and the markers
 * that apply each event to the counters once.
 */
export const billingKeys = {
  user: (uid: string): string => `USER#${uid}`,
  subscription: (uid: string): ItemKey => ({ pk: `USER#${uid}`, sk: 'SUBSCRIPTION' }),
  paymentPrefix: 'PAYMENT#',
  payment: (payment: Pick<Payment, 'uid' | 'at' | 'id'>): ItemKey => ({ pk: `USER#${payment.uid}`, sk: `PAYMENT#${payment.at}#${payment.id}` }),
  kpi: 'KPI',
  paymentsMonthPrefix: 'PAYMENTS#',
  paymentsMonth: (month: string): string => `PAYMENTS#${month}`,
  /** Subscriptions started and ended in a month (UTC): the churn's counters. */
  subscriptionsMonthPrefix: 'SUBSCRIPTIONS#',
  subscriptionsMonth: (month: string): string => `SUBSCRIPTIONS#${month}`,
  planPrefix: 'PLAN#',
  plan: (plan: Plan): string => `PLAN#${plan}`,
  /** Benefit coverage: users likely / maybe / no for one benefit (counters kept by PATCH /api/me). */
  benefitPrefix: 'BENEFIT#',
  benefit: (benefitId: string): string => `BENEFIT#${benefitId}`,
  /**
   * The prácticas funnel of a week (`APPLICATIONS#<Monday, YYYY-MM-DD>`): applications sent (`count`,
   * its first counter), offers published (`published`), messages (`messages`), students selected (`selections`).
   */
  applicationsWeekPrefix: 'APPLICATIONS#',
  applicationsWeek: (monday: string): string => `APPLICATIONS#${monday}`,
  applied: (id: string): ItemKey => ({ pk: `KPI-APPLIED#${id}`, sk: 'KPI' }),
  /** The benefits funnel by week (`BENEFITS#<Monday>`): checks started and finished, accounts from a check, claims and money recovered. */
  benefitsWeekPrefix: 'BENEFITS#',
  benefitsWeek: (monday: string): string => `BENEFITS#${monday}`,
  /** A user whose benefit statuses may change on `day` (a birthday, a version starting or ending): the daily job recounts them. */
  recountDay: (day: string): string => `RECOUNT#${day}`,
  recount: (day: string, uid: string): ItemKey => ({ pk: `RECOUNT#${day}`, sk: `USER#${uid}` }),
  /** A card inscription under way at Transbank, by its token (the return from Transbank names only the token). */
  checkout: (token: string): ItemKey => ({ pk: `CHECKOUT#${token}`, sk: 'CHECKOUT' }),
  /** A user's first charge sent to Transbank and not yet settled: all of them under one key, so the billing job finds them with one Query. */
  firstChargesPending: 'FIRST-CHARGE',
  firstChargePending: (uid: string): ItemKey => ({ pk: 'FIRST-CHARGE', sk: `USER#${uid}` }),
};

/**
 * The claims table: a person's "Ya postulé" marks (shared/claims.ts), all under their user so that a
 * user's claims are one Query and their erasure one Query and its deletes. `key` is the result's key
 * (`pgu`, `pgu:maria`). While a decision is awaited the item carries `followUpPk` (byFollowUp).
 */
export const claimKeys = {
  user: (uid: string): string => `USER#${uid}`,
  claimPrefix: 'CLAIM#',
  claim: (uid: string, key: string): ItemKey => ({ pk: `USER#${uid}`, sk: `CLAIM#${key}` }),
  /** byFollowUp's one partition: the claims awaiting a decision. */
  followUp: 'DUE',
};

/**
 * The internships table: everything about an offer under its partition, so that an offer, its
 * applications and its reports are one Query: the offer (`OFFER#<id>` / `OFFER`), its reports
 * (`REPORT#<at>#<id>`), its applications (`APPLICATION#<studentUid>`) and their messages
 * (`MESSAGE#<studentUid>#…`). Students' saved searches live in partitions of their own (`JOB-ALERTS#<n>`). The offer item carries the
 * sparse index keys below while they apply (shared/data/tables.ts).
 */
export const internshipKeys = {
  offerPk: (offerId: string): string => `OFFER#${offerId}`,
  offer: (offerId: string): ItemKey => ({ pk: `OFFER#${offerId}`, sk: 'OFFER' }),
  reportPrefix: 'REPORT#',
  report: (offerId: string, at: string, reportId: string): ItemKey => ({ pk: `OFFER#${offerId}`, sk: `REPORT#${at}#${reportId}` }),
  /** One report of a user on an offer: the claim that makes a second one a no-op. */
  reporter: (offerId: string, uid: string): ItemKey => ({ pk: `OFFER#${offerId}`, sk: `REPORTER#${uid}` }),
  applicationPrefix: 'APPLICATION#',
  application: (offerId: string, studentUid: string): ItemKey => ({ pk: `OFFER#${offerId}`, sk: `APPLICATION#${studentUid}` }),
  /** byCompany's partition: a company's offers, newest first. */
  company: (uid: string): string => `COMPANY#${uid}`,
  /** byStudent's partition: a student's applications. */
  student: (uid: string): string => `STUDENT#${uid}`,
  /** A person's student profile (lambdas/students/student-profile.repository.ts). */
  studentProfile: (uid: string): ItemKey => ({ pk: `STUDENT#${uid}`, sk: 'PROFILE' }),
  /** byDeadline's one partition: offers the expiry job watches (publicada, pausada), by deadline. */
  open: 'OPEN',
  /** byListing's one partition: published offers, featured first, then newest (`listingSort`). */
  listed: 'LISTED',
  /** byReported's one partition: offers with reports, by their last report. */
  reported: 'REPORTED',
  /** A company's public page, by its slug (lambdas/internships/company-pages.repository.ts): the slug's claim and the page in one item. */
  companyPage: (slug: string): ItemKey => ({ pk: `COMPANY-PAGE#${slug}`, sk: 'PAGE' }),
  /** Which page is a company's: its slug, under its uid. */
  companyPageOwner: (uid: string): ItemKey => ({ pk: `COMPANY#${uid}`, sk: 'PAGE' }),
  /** byListing's partition of the company pages (the sitemap lists them), sorted by slug. */
  companyPages: 'COMPANY-PAGES',
  /** byKind's partition of the offers (the offer item's own `sk`): every offer, newest first, for the admins. */
  offerKind: 'OFFER',
  /** The listing's sort key: featured offers sort after the others, so a descending Query shows them first. */
  listingSort: (featured: boolean, publishedAt: string, offerId: string): string => `${featured ? '1' : '0'}#${publishedAt}#${offerId}`,
  /**
   * The messages between an application's student and its offer's company, under the offer beside the
   * application: `MESSAGE#<studentUid>#<at>#<messageId>`, so that one thread is one Query, oldest first.
   */
  threadPrefix: (studentUid: string): string => `MESSAGE#${studentUid}#`,
  message: (offerId: string, studentUid: string, at: string, messageId: string): ItemKey => ({ pk: `OFFER#${offerId}`, sk: `MESSAGE#${studentUid}#${at}#${messageId}` }),
  /**
   * A student's saved searches (job alerts), one item per student in one of a few partitions
   * (`JOB-ALERTS#<shard>` / `STUDENT#<uid>`, shared/job-alerts.ts `jobAlertShard`): the student's own is
   * one GetItem, and the daily job walks each partition, a walk each, with no index.
   */
  jobAlertsShard: (shard: number): string => `JOB-ALERTS#${String(shard)}`,
  jobAlerts: (shard: number, uid: string): ItemKey => ({ pk: `JOB-ALERTS#${String(shard)}`, sk: `STUDENT#${uid}` }),
};

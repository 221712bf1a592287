import type { adminUpdateUserBodySchema } from '../../shared/contracts/admin/patch-user';
import type { z } from 'zod/mini';
import { adminHouseholdOf, type AdminCognitoStatus, type AdminUserDetail, type AdminUserDocument, type AdminUserList, type AdminUserSummary } from '../../shared/admin';
import { uidField } from '../../shared/schemas';
import { auditEntryWrite, listAuditFor } from '../audit/audit.repository';
import { getPlanStatuses, getSubscription, presentSubscription } from '../billing/billing.repository';
import { listPayments } from '../billing/subscription.repository';
import { waitForNextSecond } from '../lib/account-status';
import type { Caller } from '../lib/auth';
import { messages } from '../../shared/messages';
import type { CompanyProfile } from '../../shared/user';
import { badRequest, HttpError, notFound } from '../lib/errors';
import type { TransactItem } from '../lib/dynamo';
import { outboxWrite } from '../lib/events';
import { forgetRequests } from '../lib/rate-limit.repository';
import { randomUUID } from 'node:crypto';
import { isDue } from '../mail/mail.service';
import { setStudentListed } from '../students/student-profile.repository';
import { addToAdminGroup, findAccountByUid, removeFromAdminGroup, setAccountEnabled, signOutEverywhere } from '../users/cognito.repository';
import { listAdmins, listUsersPage, type UserListQuery } from '../users/user-list.repository';
import {
  AlreadyActivatedError,
  applyAdminChanges,
  deleteUserRecords,
  DocumentChangedError,
  LastAdminConflict,
  recordActivationResend,
  type AdminDocumentChanges,
} from '../users/user-management.repository';
import { getCompanyNames, getUser, UniquenessConflict, withoutServerFields, type StoredUser } from '../users/users.repository';

/**
 * The admin area's user management: the list, one user's full picture, edits that keep Cognito
 * in step with the document, the activation mail again, and deletion. Each change is published
 * for the audit trail with who made it.
 */

export const presentUser = (user: StoredUser): AdminUserDocument => {
  const { household, ...document } = withoutServerFields(user);
  return { ...document, ...(household ? { household: adminHouseholdOf(household) } : {}), disabled: user.disabled === true };
};

const requireUid = (uid: string | undefined): string => {
  const parsed = uidField().safeParse(uid);
  if (!parsed.success) throw notFound('user-not-found');
  return parsed.data;
};

const requireUser = async (uid: string | undefined): Promise<StoredUser> => {
  const user = await getUser(requireUid(uid));
  if (!user) throw notFound('user-not-found');
  return user;
};

export const listUsers = async (query: UserListQuery): Promise<AdminUserList> => {
  const page = await listUsersPage(query);
  const companies = page.users.filter((user) => user.userType === 'enterprise').map((user) => user.uid);
  const [plans, companyNames] = await Promise.all([getPlanStatuses(page.users.map((user) => user.uid)), companies.length ? getCompanyNames(companies) : new Map<string, string>()]);
  const users = page.users.map((user): AdminUserSummary => {
    const subscription = plans.get(user.uid);
    const companyName = companyNames.get(user.uid);
    return {
      uid: user.uid,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      rut: user.rut,
      userType: user.userType,
      ...(companyName ? { companyName } : {}),
      activated: user.activated,
      disabled: user.disabled === true,
      ...(user.signupIntent ? { signupIntent: user.signupIntent } : {}),
      createdAt: user.createdAt,
      plan: subscription && subscription.status !== 'cancelled' ? subscription.plan : null,
    };
  });
  return { users, nextCursor: page.nextCursor };
};

const noCognitoAccount = (user: StoredUser): AdminCognitoStatus => ({ exists: false, enabled: false, emailVerified: false, provider: user.provider, status: null });

export const getUserDetail = async (uid: string | undefined): Promise<AdminUserDetail> => {
  const user = await requireUser(uid);
  const [account, subscription, payments, audit] = await Promise.all([findAccountByUid(user.uid), getSubscription(user.uid), listPayments(user.uid), listAuditFor(user.uid, 20)]);
  return {
    user: presentUser(user),
    cognito: account
      ? { exists: true, enabled: account.enabled, emailVerified: account.emailVerified, provider: account.federated ? 'google' : 'password', status: account.status }
      : noCognitoAccount(user),
    subscription: subscription ? presentSubscription(subscription) : null,
    payments,
    audit,
  };
};

/** Another enabled admin besides `uid`, if one remains (the change that removes `uid`'s rights checks it still is, in its transaction). */
const anotherActiveAdmin = async (uid: string): Promise<string | undefined> => (await listAdmins()).find((admin) => admin.uid !== uid && !admin.disabled)?.uid;

export type AdminUpdate = z.output<typeof adminUpdateUserBodySchema>;

const editableFields = ['firstName', 'lastName', 'rut', 'birthDate', 'userType'] as const;

/**
 * An admin's change as audit entries, one per kind (so that the trail reads "disabled", "type
 * changed", "edited"), written in the change's own transaction: with the values before and after,
 * which no event carries (an AdminUserDeleted later erases the trail, all but its own entry).
 */
const adminChangeEntries = (actor: Caller, subject: string, audit: Record<string, { from: unknown; to: unknown }>): TransactItem[] => {
  const { enabled, userType, ...edited } = audit;
  const at = new Date().toISOString();
  const entries = [
    ...(enabled ? [{ action: enabled.to === false ? 'admin.user-disabled' : 'admin.user-enabled', changes: { enabled } }] : []),
    ...(userType ? [{ action: 'admin.type-changed', changes: { userType } }] : []),
    ...(Object.keys(edited).length ? [{ action: 'admin.user-edited', changes: edited }] : []),
  ];
  const id = randomUUID();
  return entries.map((entry) => auditEntryWrite({ id: `${id}#${entry.action}`, action: entry.action, actor: actor.uid, subject, at, changes: entry.changes }));
};

/**
 * PATCH /api/admin/users/{uid}. The document changes first, in one transaction with the RUT claims;
 * then Cognito is brought to the asked state (group, enabled), which is idempotent, so repeating
 * a PATCH after a failure between the two finishes it.
 */
export const updateUser = async (actor: Caller, uid: string | undefined, body: AdminUpdate): Promise<AdminUserDocument> => {
  const current = await requireUser(uid);
  const isSelf = current.uid === actor.uid;
  if (body.enabled === false && isSelf) throw new HttpError(409, 'cannot-disable-self');
  if (isSelf && body.userType !== undefined && body.userType !== current.userType) throw new HttpError(409, 'cannot-change-own-role');
  // A company's account stays a company's: its document holds a company's fields, not a person's.
  if (current.userType === 'enterprise' && body.userType !== undefined) throw new HttpError(409, 'invalid-transition', 'company/type-fixed');
  if (current.userType === 'enterprise' && body.birthDate !== undefined) throw badRequest('bad-request', { birthDate: messages['company/no-birth-date'] });
  if (current.userType !== 'enterprise' && body.company !== undefined) throw badRequest('bad-request', { company: messages['company/person-has-no-company'] });

  const changes: AdminDocumentChanges = {};
  const audit: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of editableFields) {
    const value = body[field];
    if (value !== undefined && value !== current[field]) {
      Object.assign(changes, { [field]: value });
      audit[field] = { from: current[field], to: value };
    }
  }
  if (body.company) {
    const before: Partial<CompanyProfile> = current.company ?? {};
    const companyChanges = Object.fromEntries(
      (Object.keys(body.company) as (keyof CompanyProfile)[]).filter((field) => body.company?.[field] !== before[field]).map((field) => [`company.${field}`, { from: before[field], to: body.company?.[field] }]),
    );
    if (Object.keys(companyChanges).length > 0) {
      changes.company = { ...body.company };
      Object.assign(audit, companyChanges);
    }
  }
  const wasEnabled = current.disabled !== true;
  if (body.enabled !== undefined && body.enabled !== wasEnabled) {
    changes.disabled = !body.enabled;
    audit.enabled = { from: wasEnabled, to: body.enabled };
  }

  const losesAdmin = current.userType === 'admin' && wasEnabled && (changes.userType === 'client' || changes.disabled === true);
  const keepAdmin = losesAdmin ? await anotherActiveAdmin(current.uid) : undefined;
  if (losesAdmin && !keepAdmin) throw new HttpError(409, 'last-admin');
  // A disable or a demotion ends the account's sessions in the same write.
  const endsSessions = changes.disabled === true || changes.userType === 'client';
  if (endsSessions) changes.tokensValidAfter = Date.now();

  let updated = current;
  if (Object.keys(changes).length > 0) {
    try {
      updated = await applyAdminChanges(current, changes, keepAdmin, adminChangeEntries(actor, current.uid, audit));
    } catch (error) {
      if (error instanceof LastAdminConflict) throw new HttpError(409, 'last-admin');
      if (error instanceof UniquenessConflict) throw new HttpError(409, 'rut-already-in-use');
      if (error instanceof DocumentChangedError) throw notFound('user-not-found');
      throw error;
    }
  }

  const account = body.userType !== undefined || body.enabled !== undefined ? await findAccountByUid(current.uid) : undefined;
  if (account) {
    if (body.userType === 'admin') await addToAdminGroup(account.username);
    if (body.userType === 'client') await removeFromAdminGroup(account.username);
    if (body.enabled !== undefined && body.enabled !== account.enabled) await setAccountEnabled(account.username, body.enabled);
    if (body.enabled === false) await signOutEverywhere(account.username);
  }
  // Companies stop finding a disabled student (and find them again once enabled, if they chose so).
  if (changes.disabled !== undefined) await setStudentListed(current.uid, !changes.disabled);

  // The user may sign in again (an enable, a client's session): that is a new second, a new session.
  if (changes.tokensValidAfter !== undefined) await waitForNextSecond(changes.tokensValidAfter);
  return presentUser(updated);
};

/** POST /api/admin/users/{uid}/activation-mail: a new activation link, to the account's own address. */
export const resendActivationMail = async (actor: Caller, uid: string | undefined): Promise<void> => {
  const user = await requireUser(uid);
  if (!isDue('activation-link', user)) throw new HttpError(409, 'already-activated');
  const at = new Date().toISOString();
  try {
    await recordActivationResend(user.uid, [
      outboxWrite('MailRequested', { uid: user.uid, kind: 'activation-link', at }),
      auditEntryWrite({ id: randomUUID(), action: 'admin.activation-mail-resent', actor: actor.uid, subject: user.uid, at, changes: {} }),
    ]);
  } catch (error) {
    if (error instanceof AlreadyActivatedError) throw new HttpError(409, 'already-activated');
    throw error;
  }
};

/**
 * DELETE /api/admin/users/{uid}: the document and its e-mail and RUT claims, with the AdminUserDeleted
 * event in the same transaction; then its subscription (cancelled; payments kept anonymised). The
 * rest follows from the event, retried until done (never skipped because this request failed
 * half-way): the Cognito account, its link tokens, its support tickets and insurance requests
 * (events/account-eraser) and its profile images (events/profile-image-eraser). The audit trail keeps
 * who deleted whom, and when: no e-mail, RUT or name (the right to erasure, Ley 19.628 / 21.719).
 */
export const deleteUser = async (actor: Caller, uid: string | undefined): Promise<void> => {
  const user = await requireUser(uid);
  if (user.uid === actor.uid) throw new HttpError(409, 'cannot-delete-self');
  const removesAnAdmin = user.userType === 'admin' && user.disabled !== true;
  const keepAdmin = removesAnAdmin ? await anotherActiveAdmin(user.uid) : undefined;
  if (removesAnAdmin && !keepAdmin) throw new HttpError(409, 'last-admin');

  // The counters of the requests about its e-mail (registrations, password recoveries) are forgotten
  // here, where the address is known: the event that erases the rest names the account by its id.
  await forgetRequests(user.email.toLowerCase());
  // The document goes next, in one transaction with its events and, for an admin, the condition
  // that another admin still is one; without a document every token of the account is refused.
  const at = new Date().toISOString();
  try {
    await deleteUserRecords(user, [outboxWrite('AdminUserDeleted', { uid: user.uid, actor: actor.uid, at })], keepAdmin);
  } catch (error) {
    if (error instanceof LastAdminConflict) throw new HttpError(409, 'last-admin');
    throw error;
  }
  // The rest goes with the AdminUserDeleted event, written with the document's removal: the Cognito
  // account, link tokens and support records (events/account-eraser), the profile images
  // (events/profile-image-eraser), the billing (events/billing-eraser). Cognito, Transbank or S3
  // failing now leaves nothing behind: the bus retries.
};

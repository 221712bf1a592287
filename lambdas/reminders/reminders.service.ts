import { toIsoDate, type CalendarDate } from '../../shared/age';
import { householdStatuses } from '../../shared/benefits/coverage';
import { migrateReceived } from '../../shared/benefits/household-people';
import { householdProfileOf } from '../../shared/benefits/profile';
import { dueReminders, type Occasion } from '../../shared/reminders';
import type { UserDocument } from '../../shared/user';
import { HttpError } from '../lib/errors';
import { outboxWrite, publish } from '../lib/events';
import { optedInUsersPage, turnRemindersOff } from './reminders.repository';
import type { PageCursor } from '../lib/dynamo';
import { signingKeyFor, signUnsubscribeToken, verifyUnsubscribeToken, type TokenCheck } from './unsubscribe-token';

/** The signing key of the reminders' unsubscribe links. */
const REMINDERS_PURPOSE = 'reminders-unsubscribe';

/** The reminders this user is due today (shared/reminders.ts holds the rule). */
export const remindersFor = (user: Pick<UserDocument, 'benefitReminders' | 'household' | 'socialHomeRegister' | 'birthDate'>, today: CalendarDate): Occasion[] => {
  const profile = householdProfileOf({ household: user.household, socialHomeRegister: user.socialHomeRegister });
  const birthDate = user.birthDate || undefined;
  const yesterday = new Date(Date.UTC(today.year, today.month - 1, today.day - 1));
  const before = { year: yesterday.getUTCFullYear(), month: yesterday.getUTCMonth() + 1, day: yesterday.getUTCDate() };
  // The household, judged as the dashboard judges it: each person's benefits, each person's "ya lo recibo".
  const statuses = householdStatuses(profile, birthDate, today);
  const likely = new Set(Object.keys(statuses).filter((key) => statuses[key] === 'likely'));
  return dueReminders(
    {
      benefitReminders: user.benefitReminders,
      statuses,
      // The day before: what became likely today (the PGU at 64 years and 9 months) is mailed on its day.
      statusesBefore: householdStatuses(profile, birthDate, before),
      receivedBenefitIds: migrateReceived(profile, likely),
    },
    today,
  );
};

export interface DueReminder {
  uid: string;
  occasionId: string;
  day: string;
}

/**
 * One page of the opted-in users, as the reminders due on `today`: judged from the page's documents
 * (the index projects them whole), so that only a due reminder becomes a message of the job's queue.
 */
export const dueRemindersPage = async (today: CalendarDate, cursor: PageCursor | undefined): Promise<{ reminders: DueReminder[]; next?: PageCursor }> => {
  const { users, next } = await optedInUsersPage(cursor);
  const day = toIsoDate(today);
  const reminders = users.flatMap((user) => remindersFor(user, today).map((occasion) => ({ uid: user.uid, occasionId: occasion.id, day })));
  return { reminders, ...(next ? { next } : {}) };
};

/** A reminder due: its event, which the mailer sends once (its claim), however often it is published. */
export const publishReminder = (reminder: DueReminder): Promise<void> => publish('BenefitReminderDue', { ...reminder, at: new Date().toISOString() });

/**
 * The one-click unsubscribe: a valid token turns the opt-in off and the change is audited. Asking
 * again answers the same (a mail client may post twice); a bad or expired link changes nothing.
 */
export const unsubscribe = async (token: string): Promise<void> => {
  const check = await checkUnsubscribeToken(REMINDERS_PURPOSE, token);
  if (!check.ok) throw new HttpError(400, check.reason === 'expired' ? 'expired-link' : 'invalid-link', check.reason === 'expired' ? 'reminders/expired-link' : 'reminders/invalid-link');
  await turnRemindersOff(check.uid, outboxWrite('BenefitRemindersChanged', { uid: check.uid, enabled: false, via: 'unsubscribe-link', at: new Date().toISOString() }));
};

/** The token of a mail's unsubscribe link for this user. */
export const unsubscribeTokenFor = (uid: string): Promise<string> => unsubscribeTokenOf(REMINDERS_PURPOSE, uid);

/**
 * A one-click unsubscribe link's token of one kind of mail ('reminders-unsubscribe', 'job-alerts-unsubscribe'):
 * signed with that kind's own key, so that one kind's link never stops another's mails.
 */
export const unsubscribeTokenOf = async (purpose: string, uid: string): Promise<string> => signUnsubscribeToken(uid, await signingKeyFor(purpose));

/** Whose link it is; a token not even shaped like one (`<payload>.<signature>`, base64url) is refused before the key is read. */
export const checkUnsubscribeToken = async (purpose: string, token: string): Promise<TokenCheck> =>
  /^[\w-]+\.[\w-]+$/.test(token) ? verifyUnsubscribeToken(token, await signingKeyFor(purpose)) : { ok: false, reason: 'invalid' };

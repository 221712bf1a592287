import { toIsoDate, type CalendarDate } from '../../shared/age';
import { householdStatuses } from '../../shared/benefits/coverage';
import { migrateReceived } from '../../shared/benefits/household-people';
import { householdProfileOf } from '../../shared/benefits/profile';
import { dueReminders, type Occasion } from '../../shared/reminders';
import type { UserDocument } from '../../shared/user';
import { HttpError } from '../lib/errors';
import { outboxWrite, publish } from '../lib/events';
import { logger } from '../lib/logger';
import { optedInUsers, turnRemindersOff } from './reminders.repository';
import { signUnsubscribeToken, unsubscribeSigningKey, verifyUnsubscribeToken } from './unsubscribe-token';

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

/**
 * One pass of the reminders job: each opted-in user's due reminders become a BenefitReminderDue
 * event; the mailer sends each at most once (its claim), so a second run the same day sends nothing new.
 */
export const publishDueReminders = async (today: CalendarDate): Promise<{ users: number; due: number }> => {
  let users = 0;
  let due = 0;
  const at = new Date().toISOString();
  for await (const page of optedInUsers()) {
    for (const user of page) {
      users += 1;
      for (const occasion of remindersFor(user, today)) {
        await publish('BenefitReminderDue', { uid: user.uid, occasionId: occasion.id, day: toIsoDate(today), at });
        due += 1;
      }
    }
  }
  logger.info('Benefit reminders checked', { day: toIsoDate(today), users, due });
  return { users, due };
};

/**
 * The one-click unsubscribe: a valid token turns the opt-in off and the change is audited. Asking
 * again answers the same (a mail client may post twice); a bad or expired link changes nothing.
 */
export const unsubscribe = async (token: string): Promise<void> => {
  // Not even shaped like a token (`<payload>.<signature>`, base64url): refused before the key is read.
  const check = /^[\w-]+\.[\w-]+$/.test(token) ? verifyUnsubscribeToken(token, await unsubscribeSigningKey()) : ({ ok: false, reason: 'invalid' } as const);
  if (!check.ok) throw new HttpError(400, check.reason === 'expired' ? 'expired-link' : 'invalid-link', check.reason === 'expired' ? 'reminders/expired-link' : 'reminders/invalid-link');
  await turnRemindersOff(check.uid, outboxWrite('BenefitRemindersChanged', { uid: check.uid, enabled: false, via: 'unsubscribe-link', at: new Date().toISOString() }));
};

/** The token of a mail's unsubscribe link for this user. */
export const unsubscribeTokenFor = async (uid: string): Promise<string> => signUnsubscribeToken(uid, await unsubscribeSigningKey());

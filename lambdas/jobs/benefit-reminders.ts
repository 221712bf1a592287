import { parseIsoDate, todayInChile } from '../../shared/age';
import { publishDueReminders } from '../reminders/reminders.service';
import { recountDueCoverage } from '../users/coverage-recount.service';

/**
 * Scheduled job (EventBridge Scheduler, daily; locally a timer of the stack, and once at start), in
 * Chile's calendar: first the coverage counters of the users whose statuses change today (a birthday,
 * a version starting or ending), then the reminders of opted-in users, which the mailer sends once each.
 */
export const handler = async (event?: { day?: unknown }): Promise<{ recounted: number; moved: number; users: number; due: number }> => {
  // A scheduled run judges today in Chile; `{ "day": "YYYY-MM-DD" }` runs a missed day again.
  const today = (typeof event?.day === 'string' ? parseIsoDate(event.day) : undefined) ?? todayInChile();
  const recount = await recountDueCoverage(today);
  const reminders = await publishDueReminders(today);
  return { ...recount, ...reminders };
};

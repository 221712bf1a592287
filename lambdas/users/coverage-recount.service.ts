import type { CalendarDate } from '../../shared/age';
import { benefitStatuses, coverageDeltas, nextRecountOn } from '../../shared/benefits/coverage';
import { householdProfileOf } from '../../shared/benefits/profile';
import { applyRecount, forgetRecount, getCountedUser } from './coverage-recount.repository';

/** Days looked back, so that a run missed (an outage) is caught up by the next. */
export const RECOUNT_CATCH_UP_DAYS = 7;

/** The `count` days up to today, oldest first (Date.UTC rolls a day 0 or -1 into the month before). */
const daysUpTo = (today: CalendarDate, count: number): string[] =>
  Array.from({ length: count }, (_unused, index) => new Date(Date.UTC(today.year, today.month - 1, today.day - (count - 1 - index))).toISOString().slice(0, 10));

/**
 * Keeps the coverage counters true as time passes: a user counted when 64 is likely for
 * the PGU the day they turn 65; a benefit whose version ended stops counting them. Each counted
 * user has one schedule item on the next day their statuses may change (coverage.ts, nextRecountOn);
 * the job recounts the users due today (and any day missed), moving the counters by the deltas.
 *
 * The days a run on `today` recounts: today and the ones a missed run left, oldest first.
 */
export const recountDaysUpTo = (today: CalendarDate): string[] => daysUpTo(today, RECOUNT_CATCH_UP_DAYS);

/**
 * Recounts one user scheduled on `day`, judged on `today`: the counters move by the change of their
 * statuses and the next day is scheduled; a schedule item that no longer matches its user goes.
 * Safe to run twice: the transaction holds only while the user is still due on `day`.
 */
export const recountUser = async (day: string, uid: string, today: CalendarDate): Promise<{ recounted: number; moved: number }> => {
  const read = await getCountedUser(uid);
  if (!read || read.recountOn !== day || !read.counted) {
    await forgetRecount(day, uid);
    return { recounted: 0, moved: 0 };
  }
  const birthDate = read.user.birthDate || undefined;
  const household = householdProfileOf(read.user);
  const after = benefitStatuses(household, birthDate, today);
  const deltas = coverageDeltas(read.counted, after);
  // A change of answers in between counted the user again and scheduled its own day: nothing to do.
  if (!(await applyRecount(uid, day, { before: read.counted, after, deltas, recountOn: nextRecountOn(birthDate, today, undefined, household.members) }))) return { recounted: 0, moved: 0 };
  return { recounted: 1, moved: deltas.length };
};

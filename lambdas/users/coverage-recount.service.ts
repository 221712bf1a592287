import { toIsoDate, type CalendarDate } from '../../shared/age';
import { benefitStatuses, coverageDeltas, nextRecountOn } from '../../shared/benefits/coverage';
import { householdProfileOf } from '../../shared/benefits/profile';
import { logger } from '../lib/logger';
import { applyRecount, forgetRecount, getCountedUser, usersToRecountOn } from './coverage-recount.repository';

/** Days looked back, so that a run missed (an outage) is caught up by the next. */
export const RECOUNT_CATCH_UP_DAYS = 7;

/** The `count` days up to today, oldest first (Date.UTC rolls a day 0 or -1 into the month before). */
const daysUpTo = (today: CalendarDate, count: number): string[] =>
  Array.from({ length: count }, (_unused, index) => new Date(Date.UTC(today.year, today.month - 1, today.day - (count - 1 - index))).toISOString().slice(0, 10));

/**
 * Keeps the coverage counters true as time passes: a user counted when 64 is likely for
 * the PGU the day they turn 65; a benefit whose version ended stops counting them. Each counted
 * user has one schedule item on the next day their statuses may change (coverage.ts, nextRecountOn);
 * this pass recounts the users due today (and any day missed), moving the counters by the deltas.
 */
export const recountDueCoverage = async (today: CalendarDate): Promise<{ recounted: number; moved: number }> => {
  let recounted = 0;
  let moved = 0;
  for (const day of daysUpTo(today, RECOUNT_CATCH_UP_DAYS)) {
    for (const uid of await usersToRecountOn(day)) {
      const read = await getCountedUser(uid);
      if (!read || read.recountOn !== day || !read.counted) {
        await forgetRecount(day, uid);
        continue;
      }
      const birthDate = read.user.birthDate || undefined;
      const household = householdProfileOf(read.user);
      const after = benefitStatuses(household, birthDate, today);
      const deltas = coverageDeltas(read.counted, after);
      // A change of answers in between counted the user again and scheduled its own day: nothing to do.
      if (await applyRecount(uid, day, { before: read.counted, after, deltas, recountOn: nextRecountOn(birthDate, today, undefined, household.members) })) {
        recounted += 1;
        moved += deltas.length;
      }
    }
  }
  logger.info('Benefit coverage recounted', { day: toIsoDate(today), recounted, moved });
  return { recounted, moved };
};

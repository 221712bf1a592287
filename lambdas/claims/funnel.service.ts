import { weekOfInChile } from '../../shared/age';
import { benefitsWeekCounters, type BenefitsWeek, type BenefitsWeeklyKpi } from '../../shared/claims';
import { billingKeys } from '../../shared/data/keys';
import { allowRequest } from '../lib/rate-limit.repository';
import { addToCounters, kpiCounters } from '../lib/kpi-counters.repository';
import { HttpError } from '../lib/errors';

/**
 * The benefits funnel the admins read by week (shared/claims.ts `BenefitsWeek`): anonymous checks started
 * and finished, accounts that saved a check (users/account-from-check.service.ts), claims marked and decided and the money recovered (those
 * move with each claim, claims.service.ts). Counters only: nothing of a person is kept here.
 */

/** GET /api/kpi/benefits-weekly: one Query of the weekly counters, oldest week first, with the totals. */
export const benefitsWeeklyKpi = async (): Promise<BenefitsWeeklyKpi> => {
  const items = await kpiCounters(billingKeys.benefitsWeekPrefix);
  const weeks = items
    .map((item): BenefitsWeek => {
      const counters = Object.fromEntries(benefitsWeekCounters.map((counter) => [counter, Number(item[counter] ?? 0)])) as Omit<BenefitsWeek, 'week'>;
      return { week: String(item.sk).slice(billingKeys.benefitsWeekPrefix.length), ...counters };
    })
    .sort((a, b) => a.week.localeCompare(b.week));
  const totals = Object.fromEntries(benefitsWeekCounters.map((counter) => [counter, weeks.reduce((sum, week) => sum + week[counter], 0)])) as Omit<BenefitsWeek, 'week'>;
  return { weeks, totals };
};

/** An anonymous check's stage, counted at most this often from one address (the counter is all that moves). */
export const checkCountLimit = { name: 'benefit-check-ip', max: 30, windowSeconds: 60 * 60 };

/** POST /api/kpi/benefit-checks: one more check started or finished this week; past the address's limit, 429. */
export const countCheck = async (stage: 'started' | 'finished', address: string, now: Date = new Date()): Promise<void> => {
  if (!(await allowRequest(checkCountLimit, address))) throw new HttpError(429, 'too-many-requests');
  await addToCounters([{ sk: billingKeys.benefitsWeek(weekOfInChile(now)), add: { [stage === 'started' ? 'checksStarted' : 'checksFinished']: 1 } }]);
};

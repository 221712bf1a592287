import { billingKeys } from '../../shared/data/keys';
import type { EventDetail } from '../../shared/events';
import { applicationWeekOf, type ApplicationsWeeklyKpi } from '../../shared/students';
import { applyCounterDeltas, readApplicationWeekCounters } from '../billing/billing.repository';

/**
 * The admins' KPI "applications a week": a counter per week in the KPI partition, added to once
 * per application (its offer and student are its key, whatever the event's redeliveries).
 */
export const countApplication = ({ offerId, studentUid, at }: EventDetail<'ApplicationSubmitted'>): Promise<boolean> =>
  applyCounterDeltas(`application#${offerId}#${studentUid}`, [{ sk: billingKeys.applicationsWeek(applicationWeekOf(at)), add: { count: 1 } }]);

/** GET /api/kpi/applications-weekly: one Query, oldest week first. */
export const applicationsWeeklyKpi = async (): Promise<ApplicationsWeeklyKpi> => {
  const weeks = (await readApplicationWeekCounters()).sort((a, b) => a.week.localeCompare(b.week));
  return { weeks, total: weeks.reduce((sum, week) => sum + week.count, 0) };
};

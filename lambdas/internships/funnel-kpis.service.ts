import { billingKeys } from '../../shared/data/keys';
import type { EventDetail } from '../../shared/events';
import { applicationWeekOf, type ApplicationsWeeklyKpi } from '../../shared/students';
import { applyCounterDeltas, readApplicationWeekCounters } from '../billing/billing.repository';
import { applicationMarkerId, selectionMarkerId } from './funnel-markers.repository';

/**
 * The admins' prácticas funnel, week by week (Monday to Sunday in Chile): offers published,
 * applications, messages, selections. Each is a counter of the week's item in the KPI partition,
 * added to once per business key whatever the events' redeliveries.
 */

/** An application counts once (its offer and student are its key). */
export const countApplication = ({ offerId, studentUid, at }: EventDetail<'ApplicationSubmitted'>): Promise<boolean> =>
  applyCounterDeltas(applicationMarkerId(offerId, studentUid), [{ sk: billingKeys.applicationsWeek(applicationWeekOf(at)), add: { count: 1 } }]);

/** An offer published in a week counts once that week, however often it is paused and published again. */
export const countOfferPublished = async ({ offerId, to, at }: EventDetail<'OfferStatusChanged'>): Promise<boolean> => {
  if (to !== 'publicada') return false;
  const week = applicationWeekOf(at);
  return applyCounterDeltas(`offer-published#${offerId}#${week}`, [{ sk: billingKeys.applicationsWeek(week), add: { published: 1 } }]);
};

/** A student selected counts once per application, in the week of the first selection (the marker is kept for good). */
export const countSelection = async ({ offerId, studentUid, to, at }: EventDetail<'ApplicationStatusChanged'>): Promise<boolean> => {
  if (to !== 'seleccionada') return false;
  return applyCounterDeltas(selectionMarkerId(offerId, studentUid), [{ sk: billingKeys.applicationsWeek(applicationWeekOf(at)), add: { selections: 1 } }], {});
};

/** A message between a company and a student, once per message. */
export const countMessage = ({ messageId, at }: EventDetail<'InternshipMessageSent'>): Promise<boolean> =>
  applyCounterDeltas(`message#${messageId}`, [{ sk: billingKeys.applicationsWeek(applicationWeekOf(at)), add: { messages: 1 } }]);

/** GET /api/kpi/applications-weekly: one Query, oldest week first, with the funnel's totals. */
export const internshipFunnelKpi = async (): Promise<ApplicationsWeeklyKpi> => {
  const weeks = (await readApplicationWeekCounters()).sort((a, b) => a.week.localeCompare(b.week));
  const totals = weeks.reduce((sum, week) => ({ published: sum.published + week.published, count: sum.count + week.count, messages: sum.messages + week.messages, selections: sum.selections + week.selections }), { published: 0, count: 0, messages: 0, selections: 0 });
  return { weeks, total: totals.count, totals };
};

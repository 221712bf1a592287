import { randomUUID } from 'node:crypto';
import type { JobAlertBody } from '../../shared/contracts/students/post-job-alert';
import {
  JOB_ALERT_OFFERS_IN_MAIL,
  JOB_ALERT_WINDOW_HOURS,
  JOB_ALERTS_MAX,
  matchesJobAlert,
  sameSearch,
  type JobAlertList,
} from '../../shared/job-alerts';
import type { PageCursor } from '../lib/dynamo';
import { HttpError } from '../lib/errors';
import { outboxWrite } from '../lib/events';
import { checkUnsubscribeToken, unsubscribeTokenOf } from '../reminders/reminders.service';
import { markStudentItem } from '../users/users.repository';
import {
  getJobAlerts,
  jobAlertsPage,
  offersPublishedBetween,
  putJobAlerts,
  recordJobAlertMail,
  type NewOffer,
  type StoredJobAlerts,
} from './job-alerts.repository';

/**
 * Job alerts (shared/job-alerts.ts): a student's saved searches, and the daily job's two steps: a
 * page of students becomes the students with new offers for them, and each of those one mail at most a
 * day (the event's consumer sends it, lambdas/mail/job-alert-mail.service.ts).
 */

const present = (stored: StoredJobAlerts | undefined): JobAlertList => ({ alerts: stored?.alerts ?? [], paused: stored?.paused ?? false });

type Change = { action: 'saved' | 'removed' | 'paused' | 'resumed'; via: 'page' | 'unsubscribe-link' };

/**
 * Read, change, write back conditional on what was read: a concurrent change (another tab, a mail's
 * link) is read again and the change applied to it. `change` answers undefined when nothing changes.
 */
const update = async (
  uid: string,
  change: (stored: StoredJobAlerts | undefined) => { next: StoredJobAlerts; what: Change } | undefined,
  { student = true }: { student?: boolean } = {},
): Promise<JobAlertList> => {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const read = await getJobAlerts(uid);
    const changed = change(read);
    if (!changed) return present(read);
    const event = outboxWrite('JobAlertsChanged', { uid, ...changed.what, at: changed.next.updatedAt });
    if (await putJobAlerts(changed.next, read, event, student ? [] : [markStudentItem(uid, changed.next.updatedAt)])) return present(changed.next);
  }
  throw new Error('The saved searches changed three times while being saved');
};

const empty = (uid: string): StoredJobAlerts => ({ uid, alerts: [], paused: false, updatedAt: '' });

/** GET /api/intern/job-alerts */
export const myJobAlerts = async (uid: string): Promise<JobAlertList> => present(await getJobAlerts(uid));

/**
 * POST /api/intern/job-alerts: saves a search (the same one again changes nothing) and resumes paused
 * mails: whoever saves a search wants its mail. A first one marks its person a student.
 */
export const saveJobAlert = (uid: string, search: JobAlertBody, { student }: { student: boolean }): Promise<JobAlertList> =>
  update(
    uid,
    (read) => {
      const stored = read ?? empty(uid);
      const saved = stored.alerts.some((alert) => sameSearch(alert, search));
      if (saved && !stored.paused) return undefined;
      if (!saved && stored.alerts.length >= JOB_ALERTS_MAX) throw new HttpError(409, 'limit-reached', 'job-alerts/limit');
      const at = new Date().toISOString();
      const alerts = saved ? stored.alerts : [...stored.alerts, { alertId: randomUUID(), ...search, savedAt: at }];
      return { next: { ...stored, alerts, paused: false, updatedAt: at }, what: { action: 'saved', via: 'page' } };
    },
    { student },
  );

/** DELETE /api/intern/job-alerts/{alertId}: one already gone changes nothing. */
export const removeJobAlert = (uid: string, alertId: string): Promise<JobAlertList> =>
  update(uid, (read) => {
    if (!read?.alerts.some((alert) => alert.alertId === alertId)) return undefined;
    return { next: { ...read, alerts: read.alerts.filter((alert) => alert.alertId !== alertId), updatedAt: new Date().toISOString() }, what: { action: 'removed', via: 'page' } };
  });

/** PATCH /api/intern/job-alerts {paused}, and a mail's unsubscribe link (paused). */
export const setJobAlertsPaused = (uid: string, paused: boolean, via: Change['via'] = 'page'): Promise<JobAlertList> =>
  update(uid, (read) => {
    if (!read || read.paused === paused) return undefined;
    return { next: { ...read, paused, updatedAt: new Date().toISOString() }, what: { action: paused ? 'paused' : 'resumed', via } };
  });

// ---------------------------------------------------------------- the mails' unsubscribe link

const KEY_PURPOSE = 'job-alerts-unsubscribe';

export const jobAlertsUnsubscribeToken = (uid: string): Promise<string> => unsubscribeTokenOf(KEY_PURPOSE, uid);

/**
 * POST /api/job-alerts/unsubscribe/{token}: a valid token pauses the student's alert mails (asking
 * again answers the same: a mail client may post twice); a bad or expired link changes nothing.
 */
export const unsubscribeJobAlerts = async (token: string): Promise<void> => {
  const check = await checkUnsubscribeToken(KEY_PURPOSE, token);
  if (!check.ok) throw new HttpError(400, check.reason === 'expired' ? 'expired-link' : 'invalid-link', check.reason === 'expired' ? 'job-alerts/expired-link' : 'job-alerts/invalid-link');
  await setJobAlertsPaused(check.uid, true, 'unsubscribe-link');
};

// ---------------------------------------------------------------- the daily job

/** A walk: one partition of students, judged on the run's Chilean day, with the offers of the window ending at `at`. */
export interface JobAlertsWalk {
  shard: number;
  day: string;
  at: string;
}
/** A student with new offers for them: their day's mail, once. */
export interface JobAlertsItem {
  uid: string;
  day: string;
  offerIds: string[];
  more: number;
}

/** The new offers for one student: published in the window, after the search that matches them was saved; newest first. */
export const newOffersFor = (stored: StoredJobAlerts, offers: readonly NewOffer[]): NewOffer[] =>
  offers.filter((offer) => stored.alerts.some((alert) => (offer.publishedAt ?? '') >= alert.savedAt && matchesJobAlert(offer, alert)));

/**
 * One page of a partition as the students due a mail: not paused, not mailed on the walk's day, with
 * at least one new offer for their searches. The window's offers are read once a page, and only when
 * a student on it may be due.
 */
export const dueJobAlertsPage = async (walk: JobAlertsWalk, cursor: PageCursor | undefined): Promise<{ items: JobAlertsItem[]; next?: PageCursor }> => {
  const { items, next } = await jobAlertsPage(walk.shard, cursor);
  const candidates = items.filter((stored) => !stored.paused && stored.alerts.length > 0 && (stored.lastMailedDay ?? '') < walk.day);
  const since = new Date(Date.parse(walk.at) - JOB_ALERT_WINDOW_HOURS * 60 * 60 * 1000).toISOString();
  const offers = candidates.length ? await offersPublishedBetween(since, walk.at) : [];
  const due = candidates.flatMap((stored): JobAlertsItem[] => {
    const found = newOffersFor(stored, offers);
    if (found.length === 0) return [];
    return [{ uid: stored.uid, day: walk.day, offerIds: found.slice(0, JOB_ALERT_OFFERS_IN_MAIL).map((offer) => offer.offerId), more: Math.max(0, found.length - JOB_ALERT_OFFERS_IN_MAIL) }];
  });
  return { items: due, ...(next ? { next } : {}) };
};

/** A student's mail of the day: its event, published once a day however often the message comes. */
export const publishJobAlert = async (item: JobAlertsItem): Promise<boolean> =>
  recordJobAlertMail(item.uid, item.day, outboxWrite('JobAlertDue', { uid: item.uid, day: item.day, offerIds: item.offerIds, more: item.more, at: new Date().toISOString() }));

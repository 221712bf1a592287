import { randomUUID } from 'node:crypto';
import type { JobAlertsBody } from '../../shared/contracts/students/put-job-alerts';
import {
  JOB_ALERT_OFFERS_IN_MAIL,
  JOB_ALERT_SHARDS,
  JOB_ALERT_WINDOW_HOURS,
  matchesJobAlert,
  sameSearch,
  type JobAlert,
  type JobAlertList,
  type JobAlertSearch,
} from '../../shared/job-alerts';
import type { PageCursor, TransactItem } from '../lib/dynamo';
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

/**
 * Read, change, write back conditional on what was read: a concurrent change (another tab, a mail's
 * link) is read again and the change applied to it. `change` answers undefined when nothing changes.
 */
const update = async (uid: string, change: (stored: StoredJobAlerts | undefined, at: string) => StoredJobAlerts | undefined, also: (next: StoredJobAlerts) => TransactItem[] = () => []): Promise<JobAlertList> => {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const read = await getJobAlerts(uid);
    const next = change(read, new Date().toISOString());
    if (!next) return present(read);
    if (await putJobAlerts(next, read, also(next))) return present(next);
  }
  throw new Error('The saved searches changed three times while being saved');
};

const sameAlerts = (a: readonly JobAlertSearch[], b: readonly JobAlertSearch[]): boolean => a.length === b.length && a.every((search, index) => sameSearch(search, b[index] ?? {}));

/** GET /api/intern/job-alerts */
export const myJobAlerts = async (uid: string): Promise<JobAlertList> => present(await getJobAlerts(uid));

/**
 * PUT /api/intern/job-alerts: the student's searches and their mails' pause, whole. A search already
 * saved keeps its id and when it was saved (offers published before are not new for it); a repeated
 * one counts once. The first search marks its person a student (`student`: already marked).
 */
export const saveJobAlerts = (uid: string, body: JobAlertsBody, { student }: { student: boolean }): Promise<JobAlertList> =>
  update(
    uid,
    (read, at) => {
      const searches = body.alerts.filter((search, index) => body.alerts.findIndex((other) => sameSearch(other, search)) === index);
      const alerts = searches.map((search): JobAlert => read?.alerts.find((saved) => sameSearch(saved, search)) ?? { alertId: randomUUID(), ...search, savedAt: at });
      if (read && read.paused === body.paused && sameAlerts(read.alerts, alerts)) return undefined;
      return { ...read, uid, alerts, paused: body.paused, updatedAt: at };
    },
    (next) => (student || next.alerts.length === 0 ? [] : [markStudentItem(uid, next.updatedAt)]),
  );

/** A mail's unsubscribe link pauses the mails, keeping the searches. */
const pauseJobAlerts = (uid: string): Promise<JobAlertList> => update(uid, (read, at) => (read && !read.paused ? { ...read, paused: true, updatedAt: at } : undefined));

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
  await pauseJobAlerts(check.uid);
};

// ---------------------------------------------------------------- the daily job

/** A walk: one partition of students, judged on the run's Chilean day, with the offers of the window ending at `at`. */
export interface JobAlertsWalk {
  shard: number;
  day: string;
  at: string;
}

/** A day's walks: one per partition of saved searches (the daily mails' job, lambdas/jobs/benefit-reminders.ts). */
export const jobAlertsWalks = (day: string, at: string): JobAlertsWalk[] => Array.from({ length: JOB_ALERT_SHARDS }, (_, shard) => ({ shard, day, at }));
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

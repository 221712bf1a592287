import { parseIsoDate, type CalendarDate } from '../../shared/age';
import { scheduledJobs } from '../../shared/data/jobs';
import { dueFollowUps, followUp } from '../claims/claims.service';
import { fanOutWorker } from '../lib/fan-out';
import { dueRemindersPage, publishReminder } from '../reminders/reminders.service';
import { usersToRecountPage } from '../users/coverage-recount.repository';
import { dueJobAlertsPage, publishJobAlert, type JobAlertsItem, type JobAlertsWalk } from '../students/job-alerts.service';
import { recountUser } from '../users/coverage-recount.service';

/**
 * A walk of the reminders day; `today` is the day judged (Chile), `day` the recount schedule's day read;
 * a partition of saved searches; `follow-ups`: the claims whose "¿Te lo aprobaron?" is due.
 */
export type RemindersWalk =
  | { kind: 'recount'; day: string; today: string }
  | { kind: 'reminders'; today: string }
  | ({ kind: 'job-alerts' } & JobAlertsWalk)
  | { kind: 'follow-ups'; today: string };
export type RemindersItem =
  | { kind: 'recount'; day: string; uid: string; today: string }
  | { kind: 'reminder'; uid: string; occasionId: string; day: string }
  | ({ kind: 'job-alert' } & JobAlertsItem)
  | { kind: 'follow-up'; uid: string; key: string; dueOn: string; today: string };

const job = scheduledJobs.find((candidate) => candidate.name === 'benefit-reminders');
if (!job) throw new Error('The benefit reminders job is not defined');

const dateOf = (day: string): CalendarDate => {
  const date = parseIsoDate(day);
  if (!date) throw new Error(`Not a date: ${day}`);
  return date;
};

/**
 * The benefit reminders job's queue consumer: a page of the users to recount becomes a message per
 * user; a page of the opted-in users becomes a message per reminder due (most users have none that
 * day); a page of saved searches becomes a message per student with new offers for them; a recount
 * moves the counters once (coverage-recount.service.ts), a reminder or a student's job alert is
 * published, at the pace the mails may go out through SES (shared/data/jobs.ts).
 */
export const handler = fanOutWorker<RemindersWalk, RemindersItem>(job, {
  readPage: async (walk, cursor) => {
    if (walk.kind === 'recount') {
      const { uids, next } = await usersToRecountPage(walk.day, cursor);
      return { items: uids.map((uid): RemindersItem => ({ kind: 'recount', day: walk.day, uid, today: walk.today })), ...(next ? { next } : {}) };
    }
    if (walk.kind === 'job-alerts') {
      const { kind: _kind, ...alerts } = walk;
      const { items, next } = await dueJobAlertsPage(alerts, cursor);
      return { items: items.map((item): RemindersItem => ({ kind: 'job-alert', ...item })), ...(next ? { next } : {}) };
    }
    if (walk.kind === 'follow-ups') {
      const { due, next } = await dueFollowUps(dateOf(walk.today), cursor);
      return { items: due.map((claim): RemindersItem => ({ kind: 'follow-up', ...claim, today: walk.today })), ...(next ? { next } : {}) };
    }
    const { reminders, next } = await dueRemindersPage(dateOf(walk.today), cursor);
    return { items: reminders.map((reminder): RemindersItem => ({ kind: 'reminder', ...reminder })), ...(next ? { next } : {}) };
  },
  work: async (item) => {
    if (item.kind === 'recount') await recountUser(item.day, item.uid, dateOf(item.today));
    else if (item.kind === 'job-alert') {
      const { kind: _kind, ...alert } = item;
      await publishJobAlert(alert);
    } else if (item.kind === 'follow-up') await followUp(item, dateOf(item.today));
    else await publishReminder({ uid: item.uid, occasionId: item.occasionId, day: item.day });
  },
  // The mails go at the pace SES gives them: reminders, follow-ups and job alerts alike.
  paced: (item) => item.kind !== 'recount',
});

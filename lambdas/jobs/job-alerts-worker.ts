import { scheduledJobs } from '../../shared/data/jobs';
import { fanOutWorker } from '../lib/fan-out';
import { dueJobAlertsPage, publishJobAlert, type JobAlertsItem, type JobAlertsWalk } from '../students/job-alerts.service';

const job = scheduledJobs.find((candidate) => candidate.name === 'job-alerts');
if (!job) throw new Error('The job alerts job is not defined');

/**
 * The job alerts' queue consumer: a page of a partition becomes a message per student with new offers
 * for their searches (job-alerts.service.ts), and each of those publishes the student's mail of the
 * day once, at the pace the mails may go out through SES (shared/data/jobs.ts).
 */
export const handler = fanOutWorker<JobAlertsWalk, JobAlertsItem>(job, {
  readPage: (walk, cursor) => dueJobAlertsPage(walk, cursor),
  work: async (item) => {
    await publishJobAlert(item);
  },
});

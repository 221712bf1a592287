import type { EventDetail } from '../../shared/events';
import { studentPaths } from '../../shared/student-paths';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { getJobAlerts, offersForMail } from '../students/job-alerts.repository';
import { jobAlertsUnsubscribeToken } from '../students/job-alerts.service';
import { getUser } from '../users/users.repository';
import { jobAlertMail } from './job-alert-templates';
import { sendMail, sendOnce } from './mail.service';

/**
 * A student's job alert mail of one day, at most once (claimed, given back if SES fails). What the
 * job found is judged again when the mail goes: a student who paused the mails or removed every search
 * since gets nothing, and offers no longer published are left out. Every mail carries a one-click
 * unsubscribe (RFC 8058 headers, as Gmail and Yahoo require, and a link in the text).
 */
export const sendJobAlertMail = async ({ uid, day, offerIds, more }: EventDetail<'JobAlertDue'>): Promise<'sent' | 'skipped'> => {
  const [user, alerts] = await Promise.all([getUser(uid), getJobAlerts(uid)]);
  if (!user || !alerts || alerts.paused || alerts.alerts.length === 0) {
    logger.info('Job alert not due any more', { uid, day });
    return 'skipped';
  }
  const offers = (await offersForMail(offerIds)).filter((offer) => offer.status === 'publicada');
  if (offers.length === 0) {
    logger.info('Job alert without an offer still published', { uid, day });
    return 'skipped';
  }
  return sendOnce({ owner: uid, key: `job-alert#${uid}#${day}` }, async () => {
    const { SITE_URL } = env();
    const token = await jobAlertsUnsubscribeToken(uid);
    // In the path, not a query string: the access logs keep query strings.
    const oneClick = `${SITE_URL}/api/job-alerts/unsubscribe/${token}`;
    const mail = jobAlertMail({ firstName: user.firstName, siteUrl: SITE_URL, offers, more, searches: alerts.alerts, unsubscribePage: `${SITE_URL}${studentPaths.alertsUnsubscribe}#token=${token}` });
    await sendMail(user.email, mail, { headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } });
    logger.info('Job alert sent', { uid, day, offers: offers.length });
  });
};

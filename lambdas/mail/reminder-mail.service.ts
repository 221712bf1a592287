import { parseIsoDate } from '../../shared/age';
import { benefitNames } from '../../shared/benefits/ids';
import { versionOn } from '../../shared/benefits/rules';
import { benefitRules } from '../../shared/benefits/rules.generated';
import type { EventDetail } from '../../shared/events';
import { occasionById } from '../../shared/reminders';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { remindersFor, unsubscribeTokenFor } from '../reminders/reminders.service';
import { getUser } from '../users/users.repository';
import { sendMail, sendOnce } from './mail.service';
import { benefitReminderMail } from './reminder-templates';

/**
 * Sends a benefit reminder at most once per user and occasion (benefit, kind, date): claimed first,
 * given back if SES fails. The user's document is read again and judged on the job's day: a user who opted out, or whose benefit is
 * no longer likely or now received, since the job ran gets nothing. Every mail carries a one-click
 * unsubscribe (RFC 8058 headers, as Gmail and Yahoo require, and a link in the text).
 */
export const sendBenefitReminder = async ({ uid, occasionId, day }: EventDetail<'BenefitReminderDue'>): Promise<'sent' | 'skipped'> => {
  const [user, occasion] = [await getUser(uid), occasionById(occasionId)];
  const judgedOn = parseIsoDate(day);
  // The benefit's page as the version in force on the day judged gives it (a likely benefit has one).
  const version = occasion && versionOn(benefitRules, occasion.benefitId, day);
  if (!user || !occasion || !version || !judgedOn || !remindersFor(user, judgedOn).some((due) => due.id === occasionId)) {
    logger.info('Benefit reminder not due', { uid, occasionId });
    return 'skipped';
  }
  const key = `benefit-reminder#${uid}#${occasionId}`;
  return sendOnce(key, async () => {
    const { SITE_URL } = env();
    const token = await unsubscribeTokenFor(uid);
    // In the path, not a query string: the access logs keep query strings for 90 days.
    const oneClick = `${SITE_URL}/api/reminders/unsubscribe/${token}`;
    const mail = benefitReminderMail(occasion, {
      firstName: user.firstName,
      siteUrl: SITE_URL,
      benefitName: benefitNames[occasion.benefitId],
      officialUrl: version.officialUrl,
      unsubscribePage: `${SITE_URL}/reminders/unsubscribe#token=${token}`,
  });
  await sendMail(user.email, mail, { headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } });
  logger.info('Benefit reminder sent', { uid, occasionId });
  });
};

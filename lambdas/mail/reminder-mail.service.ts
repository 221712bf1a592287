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
import { formatIsoDateEsCl } from '../../shared/benefits/format';
import { followUpStillDue } from '../claims/claims.service';
import { sendMail, sendOnce } from './mail.service';
import { benefitReminderMail, claimFollowUpMail } from './reminder-templates';

/** The one-click unsubscribe of a reminder mail: its headers (RFC 8058) and the page of its footnote. */
const unsubscribeLinks = async (uid: string): Promise<{ headers: Record<string, string>; page: string }> => {
  const { SITE_URL } = env();
  const token = await unsubscribeTokenFor(uid);
  // In the path, not a query string: the access logs keep query strings for 90 days.
  return {
    headers: { 'List-Unsubscribe': `<${SITE_URL}/api/reminders/unsubscribe/${token}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    page: `${SITE_URL}/reminders/unsubscribe#token=${token}`,
  };
};

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
  return sendOnce({ owner: uid, key }, async () => {
    const unsubscribe = await unsubscribeLinks(uid);
    const mail = benefitReminderMail(occasion, {
      firstName: user.firstName,
      siteUrl: env().SITE_URL,
      benefitName: benefitNames[occasion.benefitId],
      officialUrl: version.officialUrl,
      unsubscribePage: unsubscribe.page,
    });
    await sendMail(user.email, mail, { headers: unsubscribe.headers });
    logger.info('Benefit reminder sent', { uid, occasionId });
  });
};

/**
 * "¿Te lo aprobaron?": at most once per claim and follow-up day, and only while the claim still awaits its
 * decision and its owner still has reminders on (read again here: an unsubscribe since the job ran wins).
 */
export const sendClaimFollowUp = async ({ uid, key, dueOn }: EventDetail<'BenefitClaimFollowUpDue'>): Promise<'sent' | 'skipped'> => {
  const due = await followUpStillDue(uid, key);
  if (!due) {
    logger.info('Claim follow-up not due', { uid, key });
    return 'skipped';
  }
  const { user, claim } = due;
  const member = (user.household?.members ?? []).find((candidate) => candidate.id === claim.personId);
  const claimName = `${benefitNames[claim.benefitId]}${member ? ` de ${member.name ?? (member.relation === 'pareja' ? 'tu pareja' : 'tu familiar')}` : ''}`;
  return sendOnce({ owner: uid, key: `claim-follow-up#${uid}#${key}#${dueOn}` }, async () => {
    const unsubscribe = await unsubscribeLinks(uid);
    const mail = claimFollowUpMail({ firstName: user.firstName, siteUrl: env().SITE_URL, claimName, appliedOn: formatIsoDateEsCl(claim.appliedOn), unsubscribePage: unsubscribe.page });
    await sendMail(user.email, mail, { headers: unsubscribe.headers });
    logger.info('Claim follow-up sent', { uid, key });
  });
};

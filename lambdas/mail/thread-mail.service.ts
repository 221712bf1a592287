import type { EventDetail } from '../../shared/events';
import type { ThreadSide } from '../../shared/students';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { getApplication } from '../students/applications.repository';
import { claimThreadMail, getThreadMessage } from '../students/thread.repository';
import { getUser } from '../users/users.repository';
import { applicantUrl, myApplicationUrl, threadMessageMail } from './application-templates';
import { sendMail, sendOnce } from './mail.service';

/**
 * A message in an application's thread mails the other side, once a burst: the first message the
 * recipient has not read mails them, and the next ones do not until they open the thread (the claim
 * on the application, thread.repository.ts `claimThreadMail`). A recipient who read it before this
 * runs (the page was open) gets nothing. A retry of a failed send is granted the same claim.
 */
export const sendThreadMail = async ({ offerId, studentUid, companyUid, messageId, author, at }: EventDetail<'ApplicationMessageSent'>): Promise<'sent' | 'skipped'> => {
  const recipient: ThreadSide = author === 'student' ? 'company' : 'student';
  if (!(await claimThreadMail(offerId, studentUid, recipient, messageId, at))) {
    logger.info('Thread mail not due: the recipient has an unread one, or read the thread', { offerId, messageId });
    return 'skipped';
  }
  const [application, message, person] = await Promise.all([getApplication(offerId, studentUid), getThreadMessage(offerId, studentUid, at, messageId), getUser(recipient === 'student' ? studentUid : companyUid)]);
  if (!application || !message || !person) {
    logger.warn('No application, message or recipient for a thread mail', { offerId, messageId });
    return 'skipped';
  }
  const { SITE_URL } = env();
  const mail = threadMessageMail({
    ...application,
    recipient,
    firstName: person.firstName,
    text: message.text,
    siteUrl: SITE_URL,
    url: recipient === 'student' ? myApplicationUrl(SITE_URL, offerId) : applicantUrl(SITE_URL, offerId, studentUid),
  });
  return sendOnce({ owner: recipient === 'student' ? studentUid : companyUid, key: `thread-message#${messageId}` }, () => sendMail(person.email, mail, { replyTo: env().SUPPORT_INBOX }));
};

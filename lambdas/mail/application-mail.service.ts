import type { EventDetail } from '../../shared/events';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { getApplication, listOfferApplications } from '../students/applications.repository';
import { getUser } from '../users/users.repository';
import { applicationSentMail, applicationStatusMail, newApplicantMail, offerEndedMail } from './application-templates';
import { sendMail, sendOnce } from './mail.service';

/** A new application: its company is mailed, reply-to the student (direct contact). */
export const sendNewApplicantMail = async ({ offerId, studentUid, companyUid }: EventDetail<'ApplicationSubmitted'>): Promise<void> => {
  const [application, company, student] = await Promise.all([getApplication(offerId, studentUid), getUser(companyUid), getUser(studentUid)]);
  if (!application || !company) {
    logger.warn('No application or company for a new applicant mail', { offerId, studentUid });
    return;
  }
  const mail = newApplicantMail({ ...application, siteUrl: env().SITE_URL });
  await sendOnce({ owner: studentUid, key: `application#${offerId}#${studentUid}#company` }, () => sendMail(company.email, mail, student ? { replyTo: student.email } : {}));
};

/** The student's copy of a new application: it arrived, and where to follow it. */
export const sendApplicationSentMail = async ({ offerId, studentUid }: EventDetail<'ApplicationSubmitted'>): Promise<void> => {
  const [application, student] = await Promise.all([getApplication(offerId, studentUid), getUser(studentUid)]);
  if (!application || !student) {
    logger.warn('No application or student for an application copy', { offerId, studentUid });
    return;
  }
  const mail = applicationSentMail({ ...application, firstName: student.firstName, siteUrl: env().SITE_URL });
  await sendOnce({ owner: studentUid, key: `application#${offerId}#${studentUid}#student` }, () => sendMail(student.email, mail, { replyTo: env().SUPPORT_INBOX }));
};

/** The company's answer, mailed to the student; `vista` is shown live only, not mailed, and so is the student's own withdrawal (to its company too). */
export const sendApplicationStatusMail = async ({ offerId, studentUid, to, at }: EventDetail<'ApplicationStatusChanged'>): Promise<void> => {
  if (to === 'vista' || to === 'enviada' || to === 'retirada') return;
  const [application, student] = await Promise.all([getApplication(offerId, studentUid), getUser(studentUid)]);
  if (!application || !student) {
    logger.warn('No application or student for a status mail', { offerId, studentUid });
    return;
  }
  const mail = applicationStatusMail({ ...application, firstName: student.firstName, status: to, siteUrl: env().SITE_URL });
  await sendOnce({ owner: studentUid, key: `application-status#${offerId}#${studentUid}#${to}#${at}` }, () => sendMail(student.email, mail, { replyTo: env().SUPPORT_INBOX }));
};

/**
 * An offer that ended (closed, expired, or its company erased): every applicant still waiting is told.
 * A hidden one has mails of its own (moderation-mail.service.ts).
 */
export const sendOfferEndedMails = async ({ offerId, to, at }: EventDetail<'OfferStatusChanged'>): Promise<void> => {
  if (to !== 'cerrada' && to !== 'vencida') return;
  for (const application of await listOfferApplications(offerId)) {
    if (application.status === 'seleccionada' || application.status === 'no-seleccionada' || application.status === 'retirada') continue;
    const student = await getUser(application.studentUid);
    if (!student) continue;
    const mail = offerEndedMail({ ...application, firstName: student.firstName, siteUrl: env().SITE_URL });
    await sendOnce({ owner: application.studentUid, key: `offer-ended#${offerId}#${application.studentUid}#${at}` }, () => sendMail(student.email, mail, { replyTo: env().SUPPORT_INBOX }));
  }
};

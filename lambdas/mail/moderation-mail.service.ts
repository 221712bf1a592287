import type { EventDetail } from '../../shared/events';
import { getOffer } from '../internships/offers.repository';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { listOfferApplications } from '../students/applications.repository';
import { getUser } from '../users/users.repository';
import { sendMail, sendOnce } from './mail.service';
import { offerHiddenApplicantMail, offerHiddenCompanyMail } from './moderation-templates';

/**
 * An admin hid an offer: its company is mailed the reason (read from the offer, where the hiding wrote
 * it), and every applicant who had not withdrawn is told the offer is gone. Each mail once per hiding.
 */
export const sendModerationMails = async ({ offerId, companyUid, to, reason, at }: EventDetail<'OfferStatusChanged'>): Promise<void> => {
  if (to !== 'oculta' || reason !== 'moderation') return;
  const offer = await getOffer(offerId);
  if (!offer) {
    logger.warn('No offer for a moderation mail', { offerId });
    return;
  }
  const siteUrl = env().SITE_URL;
  const company = await getUser(companyUid);
  if (company) {
    const mail = offerHiddenCompanyMail({ firstName: company.firstName, offerTitle: offer.title, reason: offer.moderation?.reason ?? 'No cumple nuestras reglas de publicación.', siteUrl });
    await sendOnce({ owner: companyUid, key: `offer-hidden#${offerId}#${at}#company` }, () => sendMail(company.email, mail, { replyTo: env().SUPPORT_INBOX }));
  }
  for (const application of await listOfferApplications(offerId)) {
    if (application.status === 'retirada') continue;
    const student = await getUser(application.studentUid);
    if (!student) continue;
    const mail = offerHiddenApplicantMail({ firstName: student.firstName, offerTitle: application.offerTitle, companyName: application.companyName, siteUrl });
    await sendOnce({ owner: application.studentUid, key: `offer-hidden#${offerId}#${at}#${application.studentUid}` }, () => sendMail(student.email, mail, { replyTo: env().SUPPORT_INBOX }));
  }
};

import type { EventDetail } from '../../shared/events';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { getInsuranceRequest, getTicket } from '../support/support.repository';
import { getUser } from '../users/users.repository';
import { sendMail, sendOnce } from './mail.service';
import { assistedApplicationAckMail, insuranceContactTeamMail, supportReplyMail, supportTicketAckMail, supportTicketTeamMail, type Requester } from './support-templates';

const requesterOf = async (uid: string): Promise<Requester | undefined> => {
  const user = await getUser(uid);
  return user && { uid, firstName: user.firstName, lastName: user.lastName, email: user.email };
};

/**
 * The team's copy of a new ticket (reply goes to the user) and the user's acknowledgement (reply goes
 * to the team): an assisted-application request gets its own, naming the benefit and what happens next.
 */
export const sendSupportTicketMails = async ({ uid, ticketId, at }: EventDetail<'SupportTicketOpened'>): Promise<void> => {
  const [requester, ticket] = await Promise.all([requesterOf(uid), getTicket(uid, at, ticketId)]);
  if (!requester || !ticket) {
    logger.warn('No account or ticket for a support mail', { uid, ticketId });
    return;
  }
  const { SUPPORT_INBOX, SITE_URL } = env();
  await sendOnce({ owner: uid, key: `support-ticket#${uid}#${ticketId}#team` }, () => sendMail(SUPPORT_INBOX, supportTicketTeamMail(ticket, requester, SITE_URL), { replyTo: requester.email }));
  const { benefitName } = ticket;
  const ack = ticket.kind === 'assisted' && benefitName ? assistedApplicationAckMail({ ...ticket, benefitName }, requester, SITE_URL) : supportTicketAckMail(ticket, requester, SITE_URL);
  await sendOnce({ owner: uid, key: `support-ticket#${uid}#${ticketId}#ack` }, () => sendMail(requester.email, ack, { replyTo: SUPPORT_INBOX }));
  logger.info('Support ticket mailed', { uid, ticketId });
};

/** The team's copy of an insurance contact request; a reply goes to the user. */
export const sendInsuranceContactMail = async ({ uid, requestId, at }: EventDetail<'InsuranceContactRequested'>): Promise<void> => {
  const [requester, request] = await Promise.all([requesterOf(uid), getInsuranceRequest(uid, at, requestId)]);
  if (!requester || !request) {
    logger.warn('No account or request for an insurance mail', { uid, requestId });
    return;
  }
  await sendOnce({ owner: uid, key: `insurance-contact#${uid}#${requestId}#team` }, () => sendMail(env().SUPPORT_INBOX, insuranceContactTeamMail(request, requester), { replyTo: requester.email }));
  logger.info('Insurance contact request mailed', { uid, requestId });
};

/** An admin's reply, mailed once to the user (a user's own message is not mailed back). */
export const sendSupportReplyMail = async ({ uid, ticketId, ticketAt, messageId, author }: EventDetail<'SupportTicketReplied'>): Promise<'sent' | 'skipped'> => {
  if (author !== 'equipo') return 'skipped';
  const [requester, ticket] = await Promise.all([requesterOf(uid), getTicket(uid, ticketAt, ticketId)]);
  const reply = ticket && ticket.thread?.find((message) => message.id === messageId);
  if (!requester || !ticket || !reply) {
    logger.warn('No account, ticket or reply for a support reply mail', { uid, ticketId, messageId });
    return 'skipped';
  }
  const { SUPPORT_INBOX, SITE_URL } = env();
  return sendOnce({ owner: uid, key: `support-reply#${uid}#${ticketId}#${messageId}` }, () => sendMail(requester.email, supportReplyMail(ticket, reply, requester, SITE_URL), { replyTo: SUPPORT_INBOX }));
};

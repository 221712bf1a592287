import { randomUUID } from 'node:crypto';
import { canWriteInThread, hasUnreadMessages, THREAD_MAX_MESSAGES, type ApplicationThread, type ThreadMessage, type ThreadSide } from '../../shared/students';
import { HttpError, notFound } from '../lib/errors';
import { outboxWrite } from '../lib/events';
import { getApplication, listCompanyOffers, listOfferApplications, type StoredApplication } from './applications.repository';
import { ownApplication } from './applications.service';
import { addThreadMessage, deleteThread, listThread, markThreadRead, type StoredThreadMessage } from './thread.repository';

/**
 * The thread of an application: its student and its offer's company write to each other in the app.
 * Only those two reach it: the student by their own key (never another's application), the company
 * through its own offer (another company's answer 404, as if absent). Reading marks the reader's
 * side read; writing is refused once the student withdrew. The other side is mailed by the event's
 * consumer (lambdas/mail/thread-mail.service.ts), once a burst.
 */

const toMessage = ({ messageId, author, text, at }: StoredThreadMessage): ThreadMessage => ({ messageId, author, text, at });

const threadOf = async (application: StoredApplication, reader: ThreadSide): Promise<ApplicationThread> => {
  const messages = await listThread(application.offerId, application.studentUid);
  if (hasUnreadMessages(application, reader)) await markThreadRead(application.offerId, application.studentUid, reader, new Date().toISOString());
  return {
    offerId: application.offerId,
    studentUid: application.studentUid,
    offerTitle: application.offerTitle,
    companyName: application.companyName,
    studentName: application.studentName,
    status: application.status,
    open: canWriteInThread(application.status),
    messages: messages.map(toMessage),
  };
};

const studentsOwn = async (studentUid: string, offerId: string): Promise<StoredApplication> => {
  const application = await getApplication(offerId, studentUid);
  if (!application) throw notFound();
  return application;
};

const companysOwn = async (companyUid: string, offerId: string, studentUid: string): Promise<StoredApplication> => {
  const { offerStatus: _offerStatus, ...application } = await ownApplication(companyUid, offerId, studentUid);
  return application;
};

/** GET /api/intern/applications/{offerId}/messages */
export const studentThread = async (studentUid: string, offerId: string): Promise<ApplicationThread> => threadOf(await studentsOwn(studentUid, offerId), 'student');

/** GET /api/company/offers/{offerId}/applications/{studentUid}/messages */
export const companyThread = async (companyUid: string, offerId: string, studentUid: string): Promise<ApplicationThread> =>
  threadOf(await companysOwn(companyUid, offerId, studentUid), 'company');

/** Why a message cannot be written: the application was withdrawn, or else its thread is full. */
const refusal = (application: StoredApplication): HttpError =>
  canWriteInThread(application.status) ? new HttpError(409, 'thread-full', 'thread/full') : new HttpError(409, 'thread-closed', 'thread/closed');

const write = async (application: StoredApplication, author: ThreadSide, authorUid: string, text: string): Promise<ThreadMessage> => {
  if (!canWriteInThread(application.status) || (application.messageCount ?? 0) >= THREAD_MAX_MESSAGES) throw refusal(application);
  const message: StoredThreadMessage = {
    messageId: randomUUID(),
    author,
    authorUid,
    text,
    at: new Date().toISOString(),
    offerId: application.offerId,
    studentUid: application.studentUid,
    companyUid: application.companyUid,
  };
  const event = outboxWrite('ApplicationMessageSent', {
    offerId: application.offerId,
    studentUid: application.studentUid,
    companyUid: application.companyUid,
    messageId: message.messageId,
    author,
    at: message.at,
  });
  if (await addThreadMessage(application, message, event)) return toMessage(message);
  // Withdrawn, full or erased meanwhile: say which, as it is now.
  const now = await getApplication(application.offerId, application.studentUid);
  if (now?.companyUid !== application.companyUid) throw notFound();
  throw refusal(now);
};

/** POST /api/intern/applications/{offerId}/messages */
export const writeAsStudent = async (studentUid: string, offerId: string, text: string): Promise<ThreadMessage> => write(await studentsOwn(studentUid, offerId), 'student', studentUid, text);

/** POST /api/company/offers/{offerId}/applications/{studentUid}/messages */
export const writeAsCompany = async (companyUid: string, offerId: string, studentUid: string, text: string): Promise<ThreadMessage> =>
  write(await companysOwn(companyUid, offerId, studentUid), 'company', companyUid, text);

/**
 * The threads of an erased company: the messages of every application to its offers, both sides'
 * (a conversation is the two parties' alone; the student was told the offer ended). The applications
 * themselves stay with the closed offers, as their students' record. Idempotent.
 */
export const eraseCompanyThreads = async (companyUid: string): Promise<number> => {
  let deleted = 0;
  for (const offer of await listCompanyOffers(companyUid)) {
    for (const application of await listOfferApplications(offer.offerId)) {
      if (application.companyUid === companyUid && application.messageCount !== undefined) deleted += await deleteThread(offer.offerId, application.studentUid);
    }
  }
  return deleted;
};

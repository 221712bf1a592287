import type { SupportDeskItem, SupportInbox, SupportInboxItem, SupportStatus, SupportTicketDetail, ThreadMessage } from '../../shared/support-desk';
import { canMove, statusAfterReply } from '../../shared/support-desk';
import { fullName } from '../../shared/format/names';
import { getPeople, getUser, type PersonNow } from '../users/users.repository';
import { HttpError, notFound } from '../lib/errors';
import { outboxWrite } from '../lib/events';
import { assistedClaimKey, toTicket } from './support.repository';
import { appendMessage, findItem, moveStatus, threadOf, type StoredItem } from './desk.repository';
import { listInbox, toInboxItem, type InboxQuery } from './inbox.repository';

/**
 * The support desk's rules (shared/support-desk.ts): a ticket goes abierto → en proceso → cerrado;
 * an admin may reopen a closed one, and the person's answer to a closed ticket opens it again; an
 * admin's reply to an open ticket moves it to "en proceso" in the same write; a closed assisted
 * request takes no more messages. Insurance requests move through the same statuses but have no
 * thread. A ticket shows the person's current name, e-mail and RUT. Every write is published:
 * the mailer sends an admin's reply to the user, the audit recorder keeps every admin action.
 */

const ticketDetail = (item: StoredItem): SupportTicketDetail => {
  const { createdAt, updatedAt } = item as StoredItem & { updatedAt?: string };
  return { ...toTicket(item), updatedAt: updatedAt ?? createdAt, thread: threadOf(item) };
};

/** The caller's own ticket; anyone else's is "not found", like one that does not exist. */
const ownTicket = async (uid: string, ticketId: string): Promise<StoredItem> => {
  const ticket = await findItem(uid, ticketId, 'ticket');
  if (!ticket) throw notFound();
  return ticket;
};

export const getOwnTicket = async (uid: string, ticketId: string): Promise<SupportTicketDetail> => ticketDetail(await ownTicket(uid, ticketId));

/** Adds a message to a ticket's thread with its event, in one transaction; answers the item as written. */
const addMessage = async (ticket: StoredItem, author: ThreadMessage['author'], actor: string, mensaje: string, retried = false): Promise<StoredItem> => {
  const moveTo: SupportStatus | undefined = statusAfterReply(ticket.kind, ticket.status, author);
  if (ticket.status === 'cerrado' && !moveTo) throw new HttpError(409, 'ticket-closed');
  const written = await appendMessage(ticket, { author, mensaje, actor }, ticket.status, moveTo, (message, status) =>
    outboxWrite('SupportTicketReplied', { uid: ticket.uid, ticketId: ticket.id, ticketAt: ticket.createdAt, messageId: message.id, author, actor, status, at: message.at }),
  );
  if (written.ok) return written.item;
  const now = await findItem(ticket.uid, ticket.id, 'ticket');
  if (!now) throw notFound();
  // Someone moved it between the read and the write: decide once more on its new status.
  if (now.status !== ticket.status && !retried) return addMessage(now, author, actor, mensaje, true);
  if (now.status === 'cerrado' && !statusAfterReply(now.kind, now.status, author)) throw new HttpError(409, 'ticket-closed');
  throw new HttpError(409, 'thread-full');
};

/** The user writes in their own ticket; an answer to a closed ticket opens it again. */
export const replyAsUser = async (uid: string, ticketId: string, mensaje: string): Promise<SupportTicketDetail> =>
  ticketDetail(await addMessage(await ownTicket(uid, ticketId), 'usuario', uid, mensaje));

const deskItem = async (uid: string, itemId: string): Promise<StoredItem> => {
  const item = await findItem(uid, itemId);
  if (!item) throw notFound();
  return item;
};

const toDeskItem = (item: StoredItem): SupportDeskItem => {
  const row = toInboxItem(item);
  const mensaje = typeof item.mensaje === 'string' ? item.mensaje : '';
  if (item.kind === 'ticket') return { ...row, kind: 'ticket', mensaje, thread: threadOf(item) };
  if (item.kind === 'assisted') {
    const { benefitId, benefitName } = item as StoredItem & { benefitId?: string; benefitName?: string };
    return { ...row, kind: 'assisted', mensaje, thread: threadOf(item), benefitId: benefitId ?? '', benefitName: benefitName ?? '' };
  }
  const { insuranceType, phone, message } = item as StoredItem & { insuranceType: Extract<SupportDeskItem, { kind: 'insurance' }>['insuranceType']; phone?: string; message?: string };
  return { ...row, kind: 'insurance', insuranceType, ...(phone ? { phone } : {}), ...(message ? { message } : {}) };
};

/**
 * An item with the person as they are now: the name, e-mail and RUT stored with it are those of the day
 * it was opened (the inbox's search still reads those). A person since erased keeps the stored ones.
 */
const asTheyAreNow = <Item extends SupportInboxItem>(item: Item, person: PersonNow | undefined): Item =>
  person ? { ...item, name: fullName(person) ?? item.name, email: person.email, rut: person.rut } : item;

const withPerson = async (item: StoredItem): Promise<SupportDeskItem> => asTheyAreNow(toDeskItem(item), await getUser(item.uid));

/** A page of the admin's inbox, each item with its person as they are now. */
export const listDeskInbox = async (query: InboxQuery): Promise<SupportInbox> => {
  const page = await listInbox(query);
  const people = await getPeople(page.items.map((item) => item.uid));
  return { ...page, items: page.items.map((item) => asTheyAreNow(item, people.get(item.uid))) };
};

export const getDeskItem = async (uid: string, itemId: string): Promise<SupportDeskItem> => withPerson(await deskItem(uid, itemId));

/** An admin answers a ticket: stored in its thread, mailed to the user, audited. */
export const replyAsAdmin = async (admin: string, uid: string, itemId: string, mensaje: string): Promise<SupportDeskItem> => {
  const item = await deskItem(uid, itemId);
  if (item.kind === 'insurance') throw new HttpError(409, 'no-thread');
  return withPerson(await addMessage(item, 'equipo', admin, mensaje));
};

/** An admin moves a ticket or an insurance request to its next status; any other move is refused and changes nothing. */
export const changeStatus = async (admin: string, uid: string, itemId: string, to: SupportStatus): Promise<SupportDeskItem> => {
  const item = await deskItem(uid, itemId);
  if (!canMove(item.status, to, item.kind)) throw new HttpError(409, 'invalid-transition');
  // A closed assisted request releases its benefit: the user may ask again.
  const claim = item.kind === 'assisted' && to === 'cerrado' && typeof item.benefitId === 'string' ? assistedClaimKey(uid, item.benefitId) : undefined;
  const moved = await moveStatus(item, item.status, to, (at) => outboxWrite('SupportStatusChanged', { uid, itemId, kind: item.kind, from: item.status, to, actor: admin, at }), claim);
  if (!moved.ok) throw new HttpError(409, 'invalid-transition');
  return withPerson(moved.item);
};

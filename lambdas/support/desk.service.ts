import type { SupportDeskItem, SupportStatus, SupportTicketDetail, ThreadMessage } from '../../shared/support-desk';
import { canMove } from '../../shared/support-desk';
import { HttpError, notFound } from '../lib/errors';
import { outboxWrite } from '../lib/events';
import { assistedClaimKey, toTicket } from './support.repository';
import { appendMessage, findItem, moveStatus, threadOf, type StoredItem } from './desk.repository';
import { toInboxItem } from './inbox.repository';

/**
 * The support desk's rules. A ticket goes abierto → en proceso → cerrado and never back: a closed
 * ticket takes no more messages (the user opens a new one). The user may write while it is open
 * or in process; an admin's reply to an open ticket moves it to "en proceso" in the same write.
 * Insurance requests move through the same statuses but have no thread. Every write is published:
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

/** Why a message could not be added, read again after the conditional write failed. */
const refusal = async (uid: string, ticketId: string): Promise<HttpError> => {
  const now = await findItem(uid, ticketId, 'ticket');
  if (!now) return notFound();
  if (now.status === 'cerrado') return new HttpError(409, 'ticket-closed');
  return new HttpError(409, 'thread-full');
};

/** Adds a message to a ticket's thread with its event, in one transaction; answers the item as written. */
const addMessage = async (ticket: StoredItem, author: ThreadMessage['author'], actor: string, mensaje: string): Promise<StoredItem> => {
  if (ticket.status === 'cerrado') throw new HttpError(409, 'ticket-closed');
  const moveTo: SupportStatus | undefined = author === 'equipo' && ticket.status === 'abierto' ? 'en-proceso' : undefined;
  const written = await appendMessage(ticket, { author, mensaje, actor }, ticket.status, moveTo, (message, status) =>
    outboxWrite('SupportTicketReplied', { uid: ticket.uid, ticketId: ticket.id, ticketAt: ticket.createdAt, messageId: message.id, author, actor, status, at: message.at }),
  );
  if (!written.ok) throw await refusal(ticket.uid, ticket.id);
  return written.item;
};

/** The user writes in their own open ticket. */
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

export const getDeskItem = async (uid: string, itemId: string): Promise<SupportDeskItem> => toDeskItem(await deskItem(uid, itemId));

/** An admin answers a ticket: stored in its thread, mailed to the user, audited. */
export const replyAsAdmin = async (admin: string, uid: string, itemId: string, mensaje: string): Promise<SupportDeskItem> => {
  const item = await deskItem(uid, itemId);
  if (item.kind === 'insurance') throw new HttpError(409, 'no-thread');
  return toDeskItem(await addMessage(item, 'equipo', admin, mensaje));
};

/** An admin moves a ticket or an insurance request to its next status; any other move is refused and changes nothing. */
export const changeStatus = async (admin: string, uid: string, itemId: string, to: SupportStatus): Promise<SupportDeskItem> => {
  const item = await deskItem(uid, itemId);
  if (!canMove(item.status, to)) throw new HttpError(409, 'invalid-transition');
  // A closed assisted request releases its benefit: the user may ask again.
  const claim = item.kind === 'assisted' && to === 'cerrado' && typeof item.benefitId === 'string' ? assistedClaimKey(uid, item.benefitId) : undefined;
  const moved = await moveStatus(item, item.status, to, (at) => outboxWrite('SupportStatusChanged', { uid, itemId, kind: item.kind, from: item.status, to, actor: admin, at }), claim);
  if (!moved.ok) throw new HttpError(409, 'invalid-transition');
  return toDeskItem(moved.item);
};

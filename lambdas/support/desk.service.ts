import type { SupportDeskItem, SupportStatus, SupportTicketDetail, ThreadMessage } from '../../shared/support-desk';
import { canMove } from '../../shared/support-desk';
import { HttpError, notFound } from '../lib/errors';
import { publish } from '../lib/events';
import { appendMessage, findItem, moveStatus, threadOf, toInboxItem, type StoredItem } from './desk.repository';

/**
 * The support desk's rules. A ticket goes abierto → en proceso → cerrado and never back: a closed
 * ticket takes no more messages (the user opens a new one). The user may write while it is open
 * or in process; an admin's reply to an open ticket moves it to "en proceso" in the same write.
 * Insurance requests move through the same statuses but have no thread. Every write is published:
 * the mailer sends an admin's reply to the user, the audit recorder keeps every admin action.
 */

const ticketDetail = (item: StoredItem): SupportTicketDetail => {
  const { id, asunto, mensaje, status, createdAt, updatedAt } = item as StoredItem & { asunto: string; mensaje: string; updatedAt?: string };
  return { id, asunto, mensaje, status, createdAt, updatedAt: updatedAt ?? createdAt, thread: threadOf(item) };
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

const addMessage = async (ticket: StoredItem, author: ThreadMessage['author'], actor: string, mensaje: string): Promise<SupportTicketDetail> => {
  if (ticket.status === 'cerrado') throw new HttpError(409, 'ticket-closed');
  const moveTo: SupportStatus | undefined = author === 'equipo' && ticket.status === 'abierto' ? 'en-proceso' : undefined;
  const written = await appendMessage(ticket, { author, mensaje, actor }, ticket.status, moveTo);
  if (!written.ok || !written.message) throw await refusal(ticket.uid, ticket.id);
  const detail = ticketDetail(written.item);
  await publish('SupportTicketReplied', { uid: ticket.uid, ticketId: ticket.id, ticketAt: ticket.createdAt, messageId: written.message.id, author, actor, status: detail.status, at: written.message.at });
  return detail;
};

/** The user writes in their own open ticket. */
export const replyAsUser = async (uid: string, ticketId: string, mensaje: string): Promise<SupportTicketDetail> => addMessage(await ownTicket(uid, ticketId), 'usuario', uid, mensaje);

const deskItem = async (uid: string, itemId: string): Promise<StoredItem> => {
  const item = await findItem(uid, itemId);
  if (!item) throw notFound();
  return item;
};

const toDeskItem = (item: StoredItem): SupportDeskItem => {
  const row = toInboxItem(item);
  if (item.kind === 'ticket') return { ...row, kind: 'ticket', mensaje: typeof item.mensaje === 'string' ? item.mensaje : '', thread: threadOf(item) };
  const { insuranceType, phone, message } = item as StoredItem & { insuranceType: Extract<SupportDeskItem, { kind: 'insurance' }>['insuranceType']; phone?: string; message?: string };
  return { ...row, kind: 'insurance', insuranceType, ...(phone ? { phone } : {}), ...(message ? { message } : {}) };
};

export const getDeskItem = async (uid: string, itemId: string): Promise<SupportDeskItem> => toDeskItem(await deskItem(uid, itemId));

/** An admin answers a ticket: stored in its thread, mailed to the user, audited. */
export const replyAsAdmin = async (admin: string, uid: string, itemId: string, mensaje: string): Promise<SupportDeskItem> => {
  const item = await deskItem(uid, itemId);
  if (item.kind !== 'ticket') throw new HttpError(409, 'no-thread');
  await addMessage(item, 'equipo', admin, mensaje);
  return getDeskItem(uid, itemId);
};

/** An admin moves a ticket or an insurance request to its next status; any other move is refused and changes nothing. */
export const changeStatus = async (admin: string, uid: string, itemId: string, to: SupportStatus): Promise<SupportDeskItem> => {
  const item = await deskItem(uid, itemId);
  if (!canMove(item.status, to)) throw new HttpError(409, 'invalid-transition');
  const moved = await moveStatus(item, item.status, to);
  if (!moved.ok) throw new HttpError(409, 'invalid-transition');
  await publish('SupportStatusChanged', { uid, itemId, kind: item.kind, from: item.status, to, actor: admin, at: new Date().toISOString() });
  return toDeskItem(moved.item);
};

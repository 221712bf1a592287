import { supportTicketStatuses, type InsuranceContactRequest, type SupportTicket } from './support';

export type SupportStatus = (typeof supportTicketStatuses)[number];

/**
 * The moves a ticket (or an insurance request) makes: abierto → en proceso → cerrado, and back from
 * cerrado to en proceso when an admin reopens it (to undo a close, or to go on with the person).
 * An admin's reply to an open ticket moves it to "en proceso", and the reply box says so before it
 * is sent. The person may still answer a closed ticket: their reply opens it again ("abierto").
 * An assisted request released its benefit when it closed (the person may ask again), so it stays closed.
 */
export const nextStatus: Readonly<Record<SupportStatus, SupportStatus | undefined>> = { abierto: 'en-proceso', 'en-proceso': 'cerrado', cerrado: undefined };
export const canReopen = (kind: SupportItemKind, from: SupportStatus): boolean => from === 'cerrado' && kind !== 'assisted';
export const canMove = (from: SupportStatus, to: SupportStatus, kind: SupportItemKind = 'ticket'): boolean =>
  nextStatus[from] === to || (to === 'en-proceso' && canReopen(kind, from));
/** What a message moves the item to, written with it: an admin's first reply takes it in hand, a person's answer to a closed ticket opens it again. */
export const statusAfterReply = (kind: SupportItemKind, status: SupportStatus, author: ThreadMessage['author']): SupportStatus | undefined => {
  if (author === 'equipo') return status === 'abierto' ? 'en-proceso' : undefined;
  return canReopen(kind, status) ? 'abierto' : undefined;
};

/** A thread holds at most this many replies after the first message, so that its item stays far below DynamoDB's 400 KB. */
export const MAX_THREAD_REPLIES = 40;

/** One message of a ticket's thread after the first one (the ticket's `mensaje`). */
export interface ThreadMessage {
  id: string;
  /** `equipo`: an admin wrote it (which one is kept in the audit trail, not shown to the user). */
  author: 'usuario' | 'equipo';
  mensaje: string;
  at: string;
}

/** GET /api/support/tickets/{ticketId} and the admin's view of a ticket. */
export interface SupportTicketDetail extends SupportTicket {
  updatedAt: string;
  thread: ThreadMessage[];
}

/** What the inbox holds: tickets, insurance contact requests and assisted-application requests (a ticket of its own kind, with a thread). */
export const supportItemKinds = ['ticket', 'insurance', 'assisted'] as const;
export type SupportItemKind = (typeof supportItemKinds)[number];
export const supportItemKindLabels: Record<SupportItemKind, string> = { ticket: 'Ticket', insurance: 'Seguros', assisted: 'Postulación asistida' };
/** A kind with a thread of replies. */
export const hasThread = (kind: SupportItemKind): kind is 'ticket' | 'assisted' => kind !== 'insurance';

/** The inbox's age filter: items without movement for more than this many days. */
export const inboxAges = ['1', '3', '7', '30'] as const;


/** One row of the inbox. */
export interface SupportInboxItem {
  kind: SupportItemKind;
  id: string;
  uid: string;
  /** The ticket's subject, or the insurance type's label. */
  asunto: string;
  status: SupportStatus;
  email: string;
  name: string;
  rut: string;
  createdAt: string;
  updatedAt: string;
  /** The requester's plan included priority support when the item was created (decided by the server). */
  priority?: true;
}
export interface SupportInbox {
  items: SupportInboxItem[];
  /** Opaque; absent on the last page. */
  cursor?: string;
}

/** GET /api/admin/support/items/{uid}/{itemId} */
export type SupportDeskItem =
  | (SupportInboxItem & { kind: 'ticket'; mensaje: string; thread: ThreadMessage[] })
  | (SupportInboxItem & { kind: 'assisted'; mensaje: string; thread: ThreadMessage[]; benefitId: string; benefitName: string })
  | (SupportInboxItem & { kind: 'insurance'; insuranceType: InsuranceContactRequest['insuranceType']; phone?: string; message?: string });

/** Lower case, without accents: what the inbox's search compares. */
export const searchable = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** A RUT typed with or without dots and dash (`12.345.678-5`) searches as its digits (`123456785`). */
export const searchTerm = (q: string): string => {
  const compact = q.replace(/[.\-\s]/g, '');
  return /^\d{7,8}[\dkK]$/.test(compact) ? compact.toLowerCase() : searchable(q);
};

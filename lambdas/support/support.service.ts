import type { assistedApplicationBodySchema } from '../../shared/contracts/support/post-assisted-application';
import type { insuranceContactBodySchema } from '../../shared/contracts/seguros/post-contact-request';
import type { supportTicketBodySchema } from '../../shared/contracts/support/post-ticket';
import type { z } from 'zod/mini';
import {
  INSURANCE_REQUESTS_PER_HOUR,
  SUPPORT_TICKETS_PER_HOUR,
  type InsuranceContactRequest,
  type SupportTicket,
} from '../../shared/support';
import { benefitNames } from '../../shared/benefits/ids';
import { allowRequest } from '../lib/rate-limit.repository';
import { HttpError, notFound } from '../lib/errors';
import { outboxWrite } from '../lib/events';
import { getUser } from '../users/users.repository';
import type { RequesterProfile } from './inbox.repository';
import { hasPlanFeature } from './plan-features';
import { createInsuranceRequest, createTicket, type StoredTicket, type TicketInput } from './support.repository';

const HOUR_SECONDS = 60 * 60;
const ticketLimit = { name: 'support-ticket', max: SUPPORT_TICKETS_PER_HOUR, windowSeconds: HOUR_SECONDS };
const insuranceLimit = { name: 'insurance-contact', max: INSURANCE_REQUESTS_PER_HOUR, windowSeconds: HOUR_SECONDS };

const requireAccount = async (uid: string): Promise<RequesterProfile> => {
  const user = await getUser(uid);
  if (!user) throw notFound('user-not-found');
  return { firstName: user.firstName, lastName: user.lastName, email: user.email, rut: user.rut };
};

/** Priority support is the server's decision, from the user's subscription record (shared/plans.ts `priority-support`). */
const priorityOf = async (uid: string): Promise<{ priority?: true }> => ((await hasPlanFeature(uid, 'priority-support')) ? { priority: true } : {});

const shown = ({ uid: _owner, kind: _kind, thread: _thread, ...ticket }: StoredTicket): SupportTicket => ticket;

/** Writes a new ticket with its `SupportTicketOpened` in one transaction: the mailer acknowledges it, the audit keeps it. */
const open = (uid: string, input: TicketInput, profile: RequesterProfile) =>
  createTicket(uid, input, profile, (ticket) => outboxWrite('SupportTicketOpened', { uid, ticketId: ticket.id, at: ticket.createdAt }));

/** Opens a ticket; `SupportTicketOpened` mails the support inbox and the user's acknowledgement. */
export const openTicket = async (uid: string, body: z.output<typeof supportTicketBodySchema>): Promise<SupportTicket> => {
  const profile = await requireAccount(uid);
  if (!(await allowRequest(ticketLimit, uid))) throw new HttpError(429, 'too-many-requests', 'support/ticket-limit');
  const ticket = await open(uid, { ...body, ...(await priorityOf(uid)) }, profile);
  if (!ticket) throw new Error('A new ticket collided with an existing key');
  return shown(ticket);
};

/** The text of a request the user sent without a message of their own. */
export const ASSISTED_DEFAULT_MESSAGE = 'Solicito ayuda para postular a este beneficio.';

/**
 * "Solicitar postulación asistida" for one benefit: only a plan that includes `assisted-application`
 * (403 otherwise), one request per benefit while it is not closed (409). It is a ticket of kind
 * `assisted`: the same inbox, statuses, thread, mails and audit, and a priority one when the plan says so.
 */
export const requestAssistedApplication = async (uid: string, body: z.output<typeof assistedApplicationBodySchema>): Promise<SupportTicket> => {
  const profile = await requireAccount(uid);
  if (!(await hasPlanFeature(uid, 'assisted-application'))) throw new HttpError(403, 'forbidden', 'support/assisted-not-in-plan');
  const benefitName = benefitNames[body.benefitId];
  if (!(await allowRequest(ticketLimit, uid))) throw new HttpError(429, 'too-many-requests', 'support/ticket-limit');
  const input: TicketInput = {
    asunto: `Postulación asistida: ${benefitName}`,
    mensaje: body.mensaje || ASSISTED_DEFAULT_MESSAGE,
    ...(await priorityOf(uid)),
    assisted: { benefitId: body.benefitId, benefitName },
  };
  const ticket = await open(uid, input, profile);
  if (!ticket) throw new HttpError(409, 'assisted-request-open');
  return shown(ticket);
};

/** Stores a "Quiero que me contacten" with its `InsuranceContactRequested` (one transaction): the team is mailed. */
export const requestInsuranceContact = async (uid: string, body: z.output<typeof insuranceContactBodySchema>): Promise<InsuranceContactRequest> => {
  const profile = await requireAccount(uid);
  if (!(await allowRequest(insuranceLimit, uid))) throw new HttpError(429, 'too-many-requests', 'support/insurance-contact-limit');
  const request = await createInsuranceRequest(uid, { ...body, ...(await priorityOf(uid)) }, profile, (stored) =>
    outboxWrite('InsuranceContactRequested', { uid, requestId: stored.id, at: stored.createdAt }),
  );
  return { id: request.id, insuranceType: request.insuranceType, createdAt: request.createdAt };
};

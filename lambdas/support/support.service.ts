import type { z } from 'zod/mini';
import {
  INSURANCE_REQUESTS_PER_HOUR,
  SUPPORT_TICKETS_PER_HOUR,
  type insuranceContactBodySchema,
  type InsuranceContactRequest,
  type SupportTicket,
  type supportTicketBodySchema,
} from '../../shared/support';
import { allowRequest } from '../accounts/rate-limits.repository';
import { HttpError, notFound } from '../lib/errors';
import { publish } from '../lib/events';
import { getUser } from '../users/users.repository';
import type { RequesterProfile } from './desk.repository';
import { createInsuranceRequest, createTicket } from './support.repository';

const HOUR_SECONDS = 60 * 60;
const ticketLimit = { name: 'support-ticket', max: SUPPORT_TICKETS_PER_HOUR, windowSeconds: HOUR_SECONDS };
const insuranceLimit = { name: 'insurance-contact', max: INSURANCE_REQUESTS_PER_HOUR, windowSeconds: HOUR_SECONDS };

const requireAccount = async (uid: string): Promise<RequesterProfile> => {
  const user = await getUser(uid);
  if (!user) throw notFound('user-not-found');
  return { firstName: user.firstName, lastName: user.lastName, email: user.email, rut: user.rut };
};

/** Opens a ticket; `SupportTicketOpened` mails the support inbox and the user's acknowledgement. */
export const openTicket = async (uid: string, body: z.output<typeof supportTicketBodySchema>): Promise<SupportTicket> => {
  const profile = await requireAccount(uid);
  if (!(await allowRequest(ticketLimit, uid))) throw new HttpError(429, 'too-many-requests', 'support/ticket-limit');
  const { uid: _owner, ...ticket } = await createTicket(uid, body, profile);
  await publish('SupportTicketOpened', { uid, ticketId: ticket.id, at: ticket.createdAt });
  return ticket;
};

/** Stores a "Quiero que me contacten"; `InsuranceContactRequested` mails the team. */
export const requestInsuranceContact = async (uid: string, body: z.output<typeof insuranceContactBodySchema>): Promise<InsuranceContactRequest> => {
  const profile = await requireAccount(uid);
  if (!(await allowRequest(insuranceLimit, uid))) throw new HttpError(429, 'too-many-requests', 'support/insurance-contact-limit');
  const request = await createInsuranceRequest(uid, body, profile);
  await publish('InsuranceContactRequested', { uid, requestId: request.id, at: request.createdAt });
  return { id: request.id, insuranceType: request.insuranceType, createdAt: request.createdAt };
};

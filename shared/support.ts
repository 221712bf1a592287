/** Support tickets and insurance contact requests ("Quiero que me contacten"): bodies shared by the web forms and the handlers, and answers. */
import * as z from 'zod/mini';
import { benefitIds } from './benefits/ids';
import { messages } from './messages';
import { pure } from './pure';

export const supportTicketStatuses = ['abierto', 'en-proceso', 'cerrado'] as const;
export const supportTicketStatusLabels: Record<(typeof supportTicketStatuses)[number], string> = {
  abierto: 'Abierto',
  'en-proceso': 'En proceso',
  cerrado: 'Cerrado',
};

/** At most 5 tickets and 3 insurance contact requests per user per hour. */
export const SUPPORT_TICKETS_PER_HOUR = 5;
export const INSURANCE_REQUESTS_PER_HOUR = 3;

/** POST /api/support/tickets */
export const supportTicketBodySchema = /* @__PURE__ */ pure(() =>
  z.strictObject({
    asunto: z.string({ error: messages['support/subject-required'] }).check(z.trim(), z.minLength(3, messages['support/subject-too-short']), z.maxLength(120, messages['support/subject-too-long'])),
    mensaje: z.string({ error: messages['support/message-required'] }).check(z.trim(), z.minLength(10, messages['support/message-too-short']), z.maxLength(4000, messages['support/message-too-long'])),
  }),
);
export interface SupportTicket {
  /** The ticket number the user sees, e.g. `K7M2Q9XA`. */
  id: string;
  asunto: string;
  mensaje: string;
  status: (typeof supportTicketStatuses)[number];
  createdAt: string;
  /** The server set it: the user's plan includes priority support (shared/plans.ts) when the ticket was opened. */
  priority?: true;
  /** An assisted-application request (shared/plans.ts `assisted-application`): the benefit it is about. */
  benefitId?: string;
  benefitName?: string;
}
/** GET /api/support/tickets: the caller's own tickets, newest first. POST answers one SupportTicket (201). */
export interface SupportTicketList {
  tickets: SupportTicket[];
}

export const insuranceTypes = ['cesantia', 'salud', 'vida', 'accidentes', 'otro'] as const;
export const insuranceTypeLabels: Record<(typeof insuranceTypes)[number], string> = {
  cesantia: 'Seguro de Cesantía',
  salud: 'Salud (Fonasa, Isapre, seguros complementarios)',
  vida: 'Seguro de vida',
  accidentes: 'Accidentes del trabajo y enfermedades profesionales',
  otro: 'Otro',
};

/** POST /api/seguros/contact-requests: "Quiero que me contacten". */
export const insuranceContactBodySchema = /* @__PURE__ */ pure(() =>
  z.strictObject({
    insuranceType: z.enum(insuranceTypes, { error: messages['insurance/type-required'] }),
    /** Chilean mobile or landline, with or without +56. */
    phone: z.optional(z.string().check(z.trim(), z.regex(/^(\+?56)?\s?\d(\s?\d){7,8}$/, messages['insurance/phone-invalid']))),
    message: z.optional(z.string().check(z.trim(), z.maxLength(1000, messages['insurance/message-too-long']))),
  }),
);
/** POST /api/seguros/contact-requests answers this (201). */
export interface InsuranceContactRequest {
  id: string;
  insuranceType: (typeof insuranceTypes)[number];
  createdAt: string;
}

/**
 * POST /api/support/assisted-applications: "Solicitar postulación asistida" for one likely benefit
 * (the annual plan's `assisted-application`). The server names the benefit from its id.
 */
export const assistedApplicationBodySchema = /* @__PURE__ */ pure(() =>
  z.strictObject({
    benefitId: z.enum(benefitIds, { error: messages['support/benefit-unknown'] }),
    mensaje: z.optional(z.string().check(z.trim(), z.maxLength(1000, messages['support/assisted-message-too-long']))),
  }),
);

export const supportTicketStatuses = ['abierto', 'en-proceso', 'cerrado'] as const;
export const supportTicketStatusLabels: Record<(typeof supportTicketStatuses)[number], string> = {
  abierto: 'Abierto',
  'en-proceso': 'En proceso',
  cerrado: 'Cerrado',
};

/** At most 5 tickets and 3 insurance contact requests per user per hour. */
export const SUPPORT_TICKETS_PER_HOUR = 5;
export const INSURANCE_REQUESTS_PER_HOUR = 3;
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
/** POST /api/seguros/contact-requests answers this (201). */
export interface InsuranceContactRequest {
  id: string;
  insuranceType: (typeof insuranceTypes)[number];
  createdAt: string;
}

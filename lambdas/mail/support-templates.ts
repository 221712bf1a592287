import { insuranceTypeLabels, supportTicketStatusLabels, type InsuranceContactRequest, type SupportTicket } from '../../shared/support';
import { formatDateTime } from '../../shared/format/date';
import { fullName as personName } from '../../shared/format/names';
import { render, type Mail } from './templates';

/**
 * The mails of the signed-in area's requests: the team's copy of a support ticket or an insurance
 * contact request (to SUPPORT_INBOX), and the user's acknowledgement. Everything the user wrote
 * is escaped by `render`; in a subject it is also kept to one line.
 */
export interface Requester {
  uid: string;
  firstName: string;
  lastName: string;
  email: string;
}

const oneLine = (value: string, max = 120): string =>
  value
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);

const fullName = (requester: Requester): string => personName(requester) ?? (`${requester.firstName} ${requester.lastName}`.trim() || 'Usuario');

const dateTime = formatDateTime;

export const supportTicketTeamMail = (ticket: SupportTicket, requester: Requester, siteUrl: string): Mail =>
  render({
    audience: 'team',
    subject: `Ticket de soporte ${ticket.id}: ${oneLine(ticket.asunto)}`,
    heading: ticket.benefitName ? `Nueva solicitud de postulación asistida ${ticket.id}` : `Nuevo ticket de soporte ${ticket.id}`,
    paragraphs: [
      `${fullName(requester)} ${ticket.benefitName ? `pidió ayuda para postular a ${ticket.benefitName}` : 'abrió un ticket de soporte'}. Respóndele desde la bandeja de soporte: la respuesta queda en su ticket y le llega por correo.`,
    ],
    action: { label: 'Abrir en la bandeja de soporte', url: `${siteUrl}/admin/support/${requester.uid}/${ticket.id}` },
    details: [
      { label: 'Ticket', value: ticket.id },
      { label: 'Nombre', value: fullName(requester) },
      { label: 'Correo', value: requester.email },
      { label: 'Usuario', value: requester.uid },
      { label: 'Fecha', value: dateTime(ticket.createdAt) },
      { label: 'Asunto', value: ticket.asunto },
      { label: 'Mensaje', value: ticket.mensaje },
    ],
  });

export const supportTicketAckMail = (ticket: SupportTicket, requester: Requester, siteUrl: string): Mail =>
  render({
    subject: `Recibimos tu solicitud (ticket ${ticket.id})`,
    heading: `Hola, ${requester.firstName}: recibimos tu solicitud`,
    paragraphs: [
      `Tu ticket de soporte es el número ${ticket.id}. Nuestro equipo lo revisará y te responderá a este correo.`,
      'Puedes ver el estado de tus tickets en la sección Soporte.',
    ],
    details: [
      { label: 'Ticket', value: ticket.id },
      { label: 'Asunto', value: ticket.asunto },
      { label: 'Estado', value: supportTicketStatusLabels[ticket.status] },
    ],
    action: { label: 'Ver mis tickets', url: `${siteUrl}/support` },
    // The footer already says that we never ask for a password or ClaveÚnica.
    footnote: 'Si no enviaste esta solicitud, escríbenos respondiendo a este correo.',
  });

/**
 * The user's acknowledgement of an assisted-application request (shared/plans.ts `assisted-application`):
 * it names the benefit and says what happens next, instead of the generic ticket acknowledgement.
 */
export const assistedApplicationAckMail = (request: SupportTicket & { benefitName: string }, requester: Requester, siteUrl: string): Mail =>
  render({
    subject: `Recibimos tu solicitud de postulación asistida: ${oneLine(request.benefitName)}`,
    heading: `Hola, ${requester.firstName}: te ayudaremos a postular a ${request.benefitName}`,
    paragraphs: [
      `Recibimos tu solicitud de postulación asistida número ${request.id}, para ${request.benefitName}.`,
      'Qué sigue: nuestro equipo revisa tu solicitud y los datos de tu perfil, y te responde en la misma solicitud (te llega también a este correo) con los documentos que necesitas y los pasos para postular ante la institución que entrega el beneficio.',
      ...(request.priority ? ['Tu plan incluye soporte prioritario: tu solicitud está entre las primeras de nuestra bandeja.'] : []),
      'Puedes agregar información o responder desde Soporte mientras la solicitud esté abierta. Cuando terminemos de ayudarte, la marcaremos como cerrada.',
    ],
    details: [
      { label: 'Solicitud', value: request.id },
      { label: 'Beneficio', value: request.benefitName },
      { label: 'Estado', value: supportTicketStatusLabels[request.status] },
      { label: 'Tu mensaje', value: request.mensaje },
    ],
    action: { label: 'Ver mi solicitud', url: `${siteUrl}/support/tickets/${request.id}` },
    footnote: 'La postulación se hace a tu nombre ante la institución que entrega el beneficio.',
  });

export const insuranceContactTeamMail = (request: InsuranceContactRequest & { phone?: string; message?: string }, requester: Requester): Mail =>
  render({
    audience: 'team',
    subject: `Solicitud de contacto por seguros ${request.id}: ${insuranceTypeLabels[request.insuranceType]}`,
    heading: 'Quiero que me contacten: seguros',
    paragraphs: [`${fullName(requester)} pidió que le contacten por un seguro.`],
    details: [
      { label: 'Solicitud', value: request.id },
      { label: 'Nombre', value: fullName(requester) },
      { label: 'Correo', value: requester.email },
      { label: 'Teléfono', value: request.phone ?? 'No indicado' },
      { label: 'Usuario', value: requester.uid },
      { label: 'Fecha', value: dateTime(request.createdAt) },
      { label: 'Tipo de seguro', value: insuranceTypeLabels[request.insuranceType] },
      { label: 'Mensaje', value: request.message ?? 'Sin mensaje' },
    ],
  });

/** An admin's reply in a ticket's thread, to the user: the reply itself, the status, a link to the ticket. */
export const supportReplyMail = (ticket: SupportTicket, reply: { mensaje: string; at: string }, requester: Requester, siteUrl: string): Mail =>
  render({
    subject: `Respondimos tu ticket ${ticket.id}: ${oneLine(ticket.asunto)}`,
    heading: `Hola, ${requester.firstName}: respondimos tu ticket`,
    paragraphs: [`Nuestro equipo respondió tu ticket de soporte ${ticket.id}. Puedes contestarle desde la página del ticket.`],
    details: [
      { label: 'Ticket', value: ticket.id },
      { label: 'Asunto', value: ticket.asunto },
      { label: 'Estado', value: supportTicketStatusLabels[ticket.status] },
      { label: 'Fecha', value: dateTime(reply.at) },
      { label: 'Respuesta', value: reply.mensaje },
    ],
    action: { label: 'Ver el ticket', url: `${siteUrl}/support/tickets/${ticket.id}` },
  });

import { brand } from '../../shared/brand';
import { studentPaths } from '../../shared/student-paths';
import { applicationStatusLabels, type ApplicationStatus } from '../../shared/students';
import { render, type Mail } from './templates';

/**
 * The internship mails: a new applicant to the company and its copy to the student, each answer and an
 * ended offer to the student, and a message of an application's thread to the other side.
 */

export interface ApplicationFacts {
  offerTitle: string;
  companyName: string;
  siteUrl: string;
}

/** A student's own application page (its status and its thread with the company). */
export const myApplicationUrl = (siteUrl: string, offerId: string): string => `${siteUrl}${studentPaths.application(offerId)}`;
/** An application as its company opens it: the offer's applicants with this one open. */
export const applicantUrl = (siteUrl: string, offerId: string, studentUid: string): string => `${siteUrl}${studentPaths.applicant(offerId, studentUid)}`;

/** The student's copy of what they sent, so that they know it arrived and where to follow it. */
export const applicationSentMail = (facts: ApplicationFacts & { offerId: string; firstName: string; message: string }): Mail =>
  render({
    subject: `Enviamos tu postulación a «${facts.offerTitle}»`,
    heading: `Hola, ${facts.firstName}: tu postulación está enviada`,
    paragraphs: [
      `${facts.companyName} ya puede ver tu perfil, tu CV y tu mensaje. Te avisaremos por correo cuando revise tu postulación y cuando te escriba.`,
      'Puedes seguir su estado y conversar con la empresa desde Mis postulaciones.',
    ],
    details: [
      { label: 'Práctica', value: facts.offerTitle },
      { label: 'Empresa', value: facts.companyName },
      { label: 'Tu mensaje', value: facts.message },
    ],
    action: { label: 'Ver mi postulación', url: myApplicationUrl(facts.siteUrl, facts.offerId) },
  });

/**
 * A message in an application's thread, to the side that did not write it: who wrote, about which
 * offer, the message itself, and the way to answer in the app. One mail until the recipient reads the
 * thread, however many messages follow (thread-mail.service.ts): the footnote says so.
 */
export const threadMessageMail = (facts: ApplicationFacts & { recipient: 'student' | 'company'; firstName: string; studentName: string; text: string; url: string }): Mail => {
  const from = facts.recipient === 'student' ? facts.companyName : facts.studentName;
  return render({
    subject: `Nuevo mensaje de ${from} sobre «${facts.offerTitle}»`,
    heading: `Hola, ${facts.firstName}: ${from} te escribió`,
    paragraphs: [facts.recipient === 'student' ? `Sobre tu postulación a la práctica «${facts.offerTitle}».` : `Sobre su postulación a tu práctica «${facts.offerTitle}».`],
    details: [{ label: 'Mensaje', value: facts.text }],
    action: { label: 'Leer y responder', url: facts.url },
    footnote: 'Si llegan más mensajes antes de que abras la conversación, no te enviaremos otro correo por cada uno.',
  });
};

export const newApplicantMail = (facts: ApplicationFacts & { offerId: string; studentName: string; career: string; institution: string }): Mail =>
  render({
    subject: `Nueva postulación a «${facts.offerTitle}»`,
    heading: `${facts.studentName} postuló a tu práctica`,
    paragraphs: ['Revisa su mensaje, abre su CV y contáctalo directamente desde tu panel de empresa.'],
    details: [
      { label: 'Oferta', value: facts.offerTitle },
      { label: 'Estudiante', value: facts.studentName },
      { label: 'Estudios', value: `${facts.career} · ${facts.institution}` },
    ],
    action: { label: 'Ver postulantes', url: `${facts.siteUrl}/company/myinternships/${encodeURIComponent(facts.offerId)}` },
  });

const statusParagraphs: Record<ApplicationStatus, string[]> = {
  enviada: ['Recibimos tu postulación.'],
  vista: ['La empresa abrió tu postulación.'],
  'en-revision': ['La empresa está revisando tu postulación. Te avisaremos cuando tenga una respuesta.'],
  seleccionada: [
    '¡Felicitaciones! La empresa te seleccionó para esta práctica y te contactará directamente a tu correo o teléfono. También puedes escribirle desde tu postulación.',
    'Si ya no puedes tomarla, recházala desde tu postulación para que la empresa pueda ofrecerla a otra persona.',
  ],
  'no-seleccionada': ['La empresa eligió a otra persona para esta práctica. No te desanimes: hay más ofertas esperándote.'],
  retirada: ['Retiraste tu postulación a esta práctica. La empresa ya no ve tu teléfono ni tu CV.'],
};

export const applicationStatusMail = (facts: ApplicationFacts & { offerId: string; firstName: string; status: ApplicationStatus }): Mail =>
  render({
    subject: `Tu postulación a «${facts.offerTitle}»: ${applicationStatusLabels[facts.status].toLowerCase()}`,
    heading: `Hola, ${facts.firstName}: tu postulación cambió de estado`,
    paragraphs: statusParagraphs[facts.status],
    details: [
      { label: 'Práctica', value: facts.offerTitle },
      { label: 'Empresa', value: facts.companyName },
      { label: 'Estado', value: applicationStatusLabels[facts.status] },
    ],
    action: { label: 'Ver mi postulación', url: myApplicationUrl(facts.siteUrl, facts.offerId) },
  });

export const offerEndedMail = (facts: ApplicationFacts & { firstName: string }): Mail =>
  render({
    subject: `La práctica «${facts.offerTitle}» ya no está disponible`,
    heading: `Hola, ${facts.firstName}: una oferta a la que postulaste terminó`,
    paragraphs: [
      `${facts.companyName} ya no recibe postulaciones para esta práctica en ${brand.name}, así que tu postulación no seguirá avanzando.`,
      'Te invitamos a revisar las otras ofertas de práctica publicadas.',
    ],
    details: [
      { label: 'Práctica', value: facts.offerTitle },
      { label: 'Empresa', value: facts.companyName },
    ],
    action: { label: 'Ver ofertas de práctica', url: `${facts.siteUrl}/internships/` },
  });

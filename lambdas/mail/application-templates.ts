import { brand } from '../../shared/brand';
import { applicationStatusLabels, type ApplicationStatus } from '../../shared/students';
import { render, type Mail } from './templates';

/** The internship mails: a new applicant to the company, each answer and an ended offer to the student. */

export interface ApplicationFacts {
  offerTitle: string;
  companyName: string;
  siteUrl: string;
}

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
  seleccionada: ['¡Felicitaciones! La empresa te seleccionó para esta práctica y te contactará directamente a tu correo o teléfono.'],
  'no-seleccionada': ['La empresa eligió a otra persona para esta práctica. No te desanimes: hay más ofertas esperándote.'],
  retirada: ['Retiraste tu postulación a esta práctica. La empresa ya no ve tu teléfono ni tu CV.'],
};

export const applicationStatusMail = (facts: ApplicationFacts & { firstName: string; status: ApplicationStatus }): Mail =>
  render({
    subject: `Tu postulación a «${facts.offerTitle}»: ${applicationStatusLabels[facts.status].toLowerCase()}`,
    heading: `Hola, ${facts.firstName}: tu postulación cambió de estado`,
    paragraphs: statusParagraphs[facts.status],
    details: [
      { label: 'Práctica', value: facts.offerTitle },
      { label: 'Empresa', value: facts.companyName },
      { label: 'Estado', value: applicationStatusLabels[facts.status] },
    ],
    action: { label: 'Ver mis postulaciones', url: `${facts.siteUrl}/intern/myapplications/` },
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

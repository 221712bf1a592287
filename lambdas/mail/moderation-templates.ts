import { brand } from '../../shared/brand';
import { render, type Mail } from './templates';

/** The mails of a moderation: to the company, with the reason; to each applicant, that the offer is gone. */

export const offerHiddenCompanyMail = (facts: { firstName: string; offerTitle: string; reason: string; siteUrl: string }): Mail =>
  render({
    subject: `Ocultamos tu oferta «${facts.offerTitle}»`,
    heading: `Hola, ${facts.firstName}: ocultamos una de tus ofertas`,
    paragraphs: [
      `Nuestro equipo revisó la oferta «${facts.offerTitle}» y la ocultó: ya no aparece en el listado de prácticas y no recibe postulaciones. Les avisamos a sus postulantes.`,
      'Si crees que es un error, o quieres corregirla, respóndenos a este correo o escríbenos desde Soporte en tu panel.',
    ],
    details: [
      { label: 'Oferta', value: facts.offerTitle },
      { label: 'Motivo', value: facts.reason },
    ],
    action: { label: 'Ver mis ofertas', url: `${facts.siteUrl}/company/myinternships` },
  });

export const offerHiddenApplicantMail = (facts: { firstName: string; offerTitle: string; companyName: string; siteUrl: string }): Mail =>
  render({
    subject: `La práctica «${facts.offerTitle}» ya no está publicada`,
    heading: `Hola, ${facts.firstName}: retiramos una oferta a la que postulaste`,
    paragraphs: [
      `Nuestro equipo revisó la oferta «${facts.offerTitle}» de ${facts.companyName} y la retiró de ${brand.name} porque no cumple nuestras reglas de publicación. Tu postulación no seguirá avanzando por este medio.`,
      'Nunca pagues ni entregues datos bancarios para acceder a una práctica. Te invitamos a revisar las otras ofertas publicadas.',
    ],
    details: [
      { label: 'Práctica', value: facts.offerTitle },
      { label: 'Empresa', value: facts.companyName },
    ],
    action: { label: 'Ver ofertas de práctica', url: `${facts.siteUrl}/internships/` },
  });

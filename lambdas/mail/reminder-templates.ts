import type { Occasion } from '../../shared/reminders';
import { render, type Mail } from './templates';

export interface ReminderMailContext {
  firstName: string;
  siteUrl: string;
  benefitName: string;
  officialUrl: string;
  /** The page that confirms the unsubscribe (the token in its fragment). */
  unsubscribePage: string;
}

/** A benefit reminder: what is happening, where to claim, and how to stop these mails. */
export const benefitReminderMail = (occasion: Occasion, context: ReminderMailContext): Mail =>
  render({
    subject: occasion.kind === 'opens' ? `Ya puedes pedir: ${context.benefitName}` : occasion.kind === 'window' ? `Se abrió la postulación: ${context.benefitName}` : `Se acerca el pago: ${context.benefitName}`,
    heading: `Hola ${context.firstName}`,
    paragraphs: [
      `Te recordamos que ${occasion.text}`,
      `Según lo que nos contaste, es probable que te corresponda. Revisa los requisitos y cómo cobrarlo en su página oficial: ${context.officialUrl}`,
      'Es una estimación: la revisión oficial de cada institución decide si te corresponde y cuánto recibes.',
    ],
    action: { label: 'Ver mis beneficios', url: `${context.siteUrl}/dashboard` },
    footnote: `Recibes este recordatorio porque lo activaste en tu perfil. Para dejar de recibirlos, abre este enlace: ${context.unsubscribePage}`,
  });

export interface FollowUpMailContext {
  firstName: string;
  siteUrl: string;
  /** "PGU de María"; the benefit's name for the user's own. */
  claimName: string;
  /** dd-mm-yyyy. */
  appliedOn: string;
  unsubscribePage: string;
}

/** "¿Te lo aprobaron?": a claim's decision is due; the answer is given on the dashboard, which then counts the money recovered. */
export const claimFollowUpMail = (context: FollowUpMailContext): Mail =>
  render({
    subject: `¿Te aprobaron ${context.claimName}?`,
    heading: `Hola ${context.firstName}`,
    paragraphs: [
      `El ${context.appliedOn} nos contaste que postulaste a ${context.claimName}. Ya debería haber una respuesta: ¿te lo aprobaron?`,
      'Cuéntanos en tu panel si te lo aprobaron (y cuánto recibiste, si quieres) o si te lo rechazaron: así llevas la cuenta del dinero que has recuperado, y dejamos de preguntarte.',
      'Si todavía no te responden, puedes consultar el estado de tu solicitud en la institución donde postulaste.',
    ],
    action: { label: 'Contar cómo me fue', url: `${context.siteUrl}/dashboard#seguimiento` },
    footnote: `Recibes este correo porque activaste los recordatorios de beneficios. Para dejar de recibirlos, abre este enlace: ${context.unsubscribePage}`,
  });

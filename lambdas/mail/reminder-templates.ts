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

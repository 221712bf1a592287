import { formatCalendarDate } from '../../shared/format/date';
import { formatClp } from '../../shared/format/money';
import { offerModalityLabels } from '../../shared/internships';
import { jobAlertLabel, type JobAlertSearch } from '../../shared/job-alerts';
import { studentPaths } from '../../shared/student-paths';
import type { OfferInMail } from '../students/job-alerts.repository';
import { render, type Mail } from './templates';

export interface JobAlertMailContext {
  firstName: string;
  siteUrl: string;
  offers: readonly OfferInMail[];
  /** New offers past the ones listed. */
  more: number;
  searches: readonly JobAlertSearch[];
  /** The page that confirms the unsubscribe (the token in its fragment). */
  unsubscribePage: string;
}

const placeOf = (offer: OfferInMail): string => (offer.modality === 'remota' ? 'Remota' : [offer.comuna, offer.region].filter(Boolean).join(', '));

/** The day's new offers for a student's saved searches: each with its facts and link; how to stop these mails. */
export const jobAlertMail = (context: JobAlertMailContext): Mail => {
  const count = context.offers.length + context.more;
  return render({
    subject: count === 1 ? `Nueva práctica para ti: ${context.offers[0]?.title ?? ''}` : `${String(count)} prácticas nuevas para ti`,
    heading: `Hola, ${context.firstName}: hay prácticas nuevas que coinciden con tus alertas`,
    paragraphs: [
      `Se publicaron desde ayer y coinciden con lo que buscas (${context.searches.map(jobAlertLabel).join('; ')}).`,
      ...(context.more > 0 ? [`Te mostramos ${String(context.offers.length)}; hay ${String(context.more)} más en el listado.`] : []),
    ],
    details: context.offers.map((offer) => ({
      label: offer.title,
      value: `${offer.companyName} · ${offerModalityLabels[offer.modality]} · ${placeOf(offer)} · ${offer.stipendClp === null ? 'Sin remuneración' : `${formatClp(offer.stipendClp)} mensuales`} · postula hasta el ${formatCalendarDate(offer.deadline)}\n${context.siteUrl}/internships/${encodeURIComponent(offer.offerId)}`,
    })),
    action: { label: 'Ver mis alertas', url: `${context.siteUrl}${studentPaths.alerts}` },
    footnote: `Recibes este correo, a lo más uno al día, porque guardaste estas búsquedas. Para dejar de recibirlos, abre este enlace: ${context.unsubscribePage}`,
  });
};

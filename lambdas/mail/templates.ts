import { brand } from '../../shared/brand';
import type { MailKind } from '../../shared/events';

/** A mail in Spanish: subject, HTML and plain text. Links are always built by the server. */
export interface Mail {
  subject: string;
  html: string;
  text: string;
}

export interface MailContext {
  firstName: string;
  siteUrl: string;
  /** The link of an activation or recovery mail. */
  link?: string;
  /** A company's account: its razón social. Its welcome and activation mails speak of publishing offers, not of benefits. */
  companyName?: string;
}

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

export interface Content {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** Label and value rows, e.g. what a user wrote in a form; values keep their line breaks. */
  details?: { label: string; value: string }[];
  action?: { label: string; url: string };
  footnote?: string;
  /** Who the mail is for: a user (default) or the team, whose footer differs. */
  audience?: 'user' | 'team';
}

export const render = (content: Content): Mail => {
  const paragraphs = content.paragraphs.map((text) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`).join('');
  const details = content.details?.length
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse;width:100%">${content.details
        .map(
          (row) =>
            `<tr><th align="left" valign="top" style="padding:6px 12px 6px 0;font-size:14px;color:#4b5563;white-space:nowrap">${escapeHtml(row.label)}</th><td style="padding:6px 0;font-size:14px;line-height:1.5;white-space:pre-wrap;word-break:break-word">${escapeHtml(row.value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const footer =
    content.audience === 'team'
      ? `Correo interno de ${brand.name}, enviado por la plataforma.`
      : `Recibes este correo por tu cuenta en ${brand.name}. Nunca te pediremos tu contraseña ni tu ClaveÚnica.`;
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:${brand.color};color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#4b5563">Si el botón no funciona, copia este enlace en tu navegador:<br><a href="${escapeHtml(content.action.url)}" style="color:${brand.color};word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const footnote = content.footnote ? `<p style="margin:16px 0 0;font-size:13px;color:#4b5563">${escapeHtml(content.footnote)}</p>` : '';
  const html = `<!doctype html>
<html lang="es-CL"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#fff;border-radius:8px;overflow:hidden">
<tr><td style="background:${brand.color};color:#fff;padding:20px 24px;font-size:20px;font-weight:700">${escapeHtml(brand.name)}</td></tr>
<tr><td style="padding:24px"><h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>${paragraphs}${details}${action}${footnote}</td></tr>
<tr><td style="padding:16px 24px;background:${brand.colorLight};font-size:12px;color:#374151">${escapeHtml(footer)}</td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    brand.name,
    '',
    content.heading,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.details?.length ? [...content.details.map((row) => `${row.label}: ${row.value}`), ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footnote ? [content.footnote, ''] : []),
    footer,
  ].join('\n');
  return { subject: content.subject, html, text };
};

const requireLink = (context: MailContext): string => {
  if (!context.link) throw new Error('This mail needs a link');
  return context.link;
};

/** The mails whose words differ for a company's account: what it comes for is publishing internship offers. */
const companyTemplates: Partial<Record<MailKind, (context: MailContext & { companyName: string }) => Mail>> = {
  'welcome-activation': (context) =>
    render({
      subject: `Te damos la bienvenida a ${brand.name}: activa la cuenta de ${context.companyName}`,
      heading: `¡Hola, ${context.firstName}! Te damos la bienvenida`,
      paragraphs: [
        `La cuenta de ${context.companyName} está creada. Con ella publicas ofertas de práctica gratis y sin límite, y recibes postulaciones directas de estudiantes, sin intermediarios.`,
        'Para publicar, activa tu cuenta con el botón: así confirmamos que este correo es de tu empresa, porque aquí te escribirán los estudiantes. El enlace vence en 7 días y sirve una sola vez.',
      ],
      action: { label: 'Activar mi cuenta', url: requireLink(context) },
      footnote: 'Si no creaste esta cuenta, puedes ignorar este correo.',
    }),
  'welcome-without-activation': (context) =>
    render({
      subject: `Te damos la bienvenida a ${brand.name}`,
      heading: `¡Hola, ${context.firstName}! Te damos la bienvenida`,
      paragraphs: [
        `La cuenta de ${context.companyName} está creada y lista para usar con tu cuenta de Google.`,
        'Publica tu primera oferta de práctica: es gratis y sin límite, y los estudiantes postulan con su CV.',
      ],
      action: { label: 'Ir al panel de empresa', url: `${context.siteUrl}/company/dashboard/` },
    }),
  'activation-confirmed': (context) =>
    render({
      subject: `La cuenta de ${context.companyName} en ${brand.name} está activa`,
      heading: `¡Listo, ${context.firstName}!`,
      paragraphs: [`La cuenta de ${context.companyName} quedó activada. Ya puedes publicar tus ofertas de práctica.`],
      action: { label: 'Publicar una oferta', url: `${context.siteUrl}/login?redirect=${encodeURIComponent('/company/myinternships/new')}` },
    }),
};

/** The mail of this kind for this account: a company's own words where they differ. */
export const mailFor = (kind: MailKind, context: MailContext): Mail => {
  const company = context.companyName ? companyTemplates[kind] : undefined;
  return company && context.companyName ? company({ ...context, companyName: context.companyName }) : templates[kind](context);
};

/** Every mail the product sends (a company's account gets companyTemplates' where there is one). */
export const templates: Record<MailKind, (context: MailContext) => Mail> = {
  'welcome-activation': (context) =>
    render({
      subject: `Te damos la bienvenida a ${brand.name}: activa tu cuenta`,
      heading: `¡Hola, ${context.firstName}! Te damos la bienvenida`,
      paragraphs: [
        'Tu cuenta está creada. Desde ahora puedes ver qué beneficios del Estado podrías cobrar y cómo obtenerlos.',
        'Para confirmar que este correo es tuyo, activa tu cuenta con el botón. El enlace vence en 7 días y sirve una sola vez.',
      ],
      action: { label: 'Activar mi cuenta', url: requireLink(context) },
      footnote: 'Si no creaste esta cuenta, puedes ignorar este correo.',
    }),
  'activation-link': (context) =>
    render({
      subject: `Tu nuevo enlace de activación de ${brand.name}`,
      heading: `Hola, ${context.firstName}`,
      paragraphs: ['Pediste un nuevo enlace para activar tu cuenta. Los enlaces anteriores ya no funcionan.', 'El enlace vence en 7 días y sirve una sola vez.'],
      action: { label: 'Activar mi cuenta', url: requireLink(context) },
      footnote: 'Si no pediste este enlace, puedes ignorar este correo.',
    }),
  'welcome-without-activation': (context) =>
    render({
      subject: `Te damos la bienvenida a ${brand.name}`,
      heading: `¡Hola, ${context.firstName}! Te damos la bienvenida`,
      paragraphs: [
        'Tu cuenta está creada y lista para usar con tu cuenta de Google.',
        'Revisa en tu panel qué beneficios del Estado podrías cobrar y cómo obtenerlos.',
      ],
      action: { label: 'Ir a mi panel', url: `${context.siteUrl}/dashboard` },
    }),
  'activation-confirmed': (context) =>
    render({
      subject: `Tu cuenta de ${brand.name} está activa`,
      heading: `¡Listo, ${context.firstName}!`,
      paragraphs: ['Tu cuenta quedó activada. Ya puedes iniciar sesión y revisar tus beneficios.'],
      action: { label: 'Iniciar sesión', url: `${context.siteUrl}/login` },
    }),
  'password-recovery': (context) =>
    context.link
      ? render({
          subject: `Recupera tu contraseña de ${brand.name}`,
          heading: `Hola, ${context.firstName}`,
          paragraphs: [
            'Recibimos una solicitud para cambiar la contraseña de tu cuenta.',
            'El enlace vence en 1 hora y sirve una sola vez.',
          ],
          action: { label: 'Cambiar mi contraseña', url: context.link },
          footnote: 'Si no pediste este cambio, ignora este correo: tu contraseña sigue siendo la misma.',
        })
      : render({
          subject: `Recupera tu acceso a ${brand.name}`,
          heading: `Hola, ${context.firstName}`,
          paragraphs: [
            'Recibimos una solicitud para cambiar la contraseña de tu cuenta, pero tu cuenta no usa contraseña: entras con tu cuenta de Google.',
            'Para entrar, usa el botón "Continuar con Google" en la página de inicio de sesión.',
          ],
          action: { label: 'Iniciar sesión', url: `${context.siteUrl}/login` },
        }),
  'password-changed': (context) =>
    render({
      subject: `Tu contraseña de ${brand.name} cambió`,
      heading: `Hola, ${context.firstName}`,
      paragraphs: ['La contraseña de tu cuenta se cambió correctamente.', 'Si no fuiste tú, recupera tu cuenta de inmediato desde la página de inicio de sesión y escríbenos.'],
      action: { label: 'Iniciar sesión', url: `${context.siteUrl}/login` },
    }),
};

/** To the address of a registration never activated in 7 days, once its account is removed. */
export const registrationExpiredMail = (context: Pick<MailContext, 'firstName' | 'siteUrl'>): Mail =>
  render({
    subject: `Tu registro en ${brand.name} venció`,
    heading: `Hola, ${context.firstName}`,
    paragraphs: [
      'Creaste una cuenta hace más de 7 días, pero nunca la activaste. Por eso la eliminamos junto con tus datos, y tu correo y tu RUT quedaron libres.',
      'Si quieres usar la plataforma, puedes registrarte de nuevo cuando quieras.',
    ],
    action: { label: 'Registrarme', url: `${context.siteUrl}/register` },
    footnote: 'Si no creaste esta cuenta, puedes ignorar este correo.',
  });

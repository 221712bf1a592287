import { brand } from '../../shared/brand';
import { formatCalendarDate } from '../../shared/format/date';
import { formatClp } from '../../shared/format/money';
import { internshipAreaLabels, internshipPaths, offerModalityLabels, offerStatusLabels, type PublicOffer } from '../../shared/internships';
import { jobPosting, jsonForScript } from '../../shared/job-posting';

/**
 * The served HTML of an offer's page (`/internships/<id>`): made per request from the offer, so that
 * a search engine or a shared link gets the offer and its JobPosting data without running scripts.
 * Plain HTML and a little CSS; its links lead into the app (apply, the listing, sign-in).
 */
const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const paragraphs = (text: string): string =>
  text
    .split(/\n{2,}/)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br />')}</p>`)
    .join('');

const style = `*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#f8fafc;line-height:1.55}
a{color:${brand.color}}header,footer{background:#fff;border-bottom:1px solid #e5e7eb}footer{border-top:1px solid #e5e7eb;border-bottom:0;margin-top:3rem}
.bar{max-width:56rem;margin:0 auto;padding:.9rem 1rem;display:flex;gap:1rem;align-items:center;justify-content:space-between;flex-wrap:wrap}
.brand{font-weight:700;color:#134e4a;text-decoration:none;font-size:1.1rem}main{max-width:56rem;margin:0 auto;padding:1.5rem 1rem}
.card{background:#fff;border:1px solid #e5e7eb;border-radius:.75rem;padding:1.25rem}h1{font-size:1.6rem;line-height:1.25;margin:.25rem 0 .5rem;color:#111827}
.company{font-weight:600;color:#374151;margin:0 0 1rem}.facts{display:grid;grid-template-columns:repeat(auto-fit,minmax(12rem,1fr));gap:.75rem 1.25rem;margin:0 0 1.25rem;padding:0}
.facts dt{font-size:.8rem;color:#4b5563}.facts dd{margin:0;font-weight:600}h2{font-size:1.15rem;margin:1.5rem 0 .5rem}
.apply{display:inline-block;background:${brand.color};color:#fff;text-decoration:none;font-weight:600;padding:.75rem 1.5rem;border-radius:.5rem;margin-top:1rem}
.notice{background:#fef3c7;border:1px solid #fcd34d;border-radius:.5rem;padding:.75rem 1rem;margin-bottom:1rem}.muted{color:#4b5563;font-size:.9rem}`;

/**
 * The web build's script of this page (web/src/public/offer-applied.ts): a student who applied already
 * reads "Ya postulaste" on the apply button. Apart from the page's markup, which it finds by the apply link.
 */
const appliedScript = '<script type="module" src="/offer-applied.js"></script>';

const shell = (title: string, description: string, canonical: string, head: string, body: string): string => `<!doctype html>
<html lang="es-CL">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${escapeHtml(title)}</title>
    <meta name="description" content="${escapeHtml(description)}" />
    <link rel="canonical" href="${escapeHtml(canonical)}" />
    <meta property="og:type" content="website" />
    <meta property="og:locale" content="es_CL" />
    <meta property="og:site_name" content="${escapeHtml(brand.name)}" />
    <meta property="og:title" content="${escapeHtml(title)}" />
    <meta property="og:description" content="${escapeHtml(description)}" />
    <style>${style}</style>
    ${head}
    ${appliedScript}
  </head>
  <body>
    <header><div class="bar"><a class="brand" href="/">${escapeHtml(brand.name)}</a><nav><a href="${internshipPaths.listing}">Ofertas de práctica</a> · <a href="/login">Ingresar</a></nav></div></header>
    <main>${body}</main>
    <footer><div class="bar"><span class="muted">Publicar ofertas de práctica es gratis. <a href="/register?role=enterprise">Publica tu oferta</a></span><a href="/terms">Términos y condiciones</a></div></footer>
  </body>
</html>
`;

const placeOf = (offer: PublicOffer): string => (offer.modality === 'remota' ? 'Remota (desde cualquier lugar de Chile)' : `${offer.comuna ?? ''}, ${offer.region ?? ''}`);

/** The facts of an offer as label and value, in the order a student reads them. */
export const offerFacts = (offer: PublicOffer): [string, string][] => [
  ['Área', internshipAreaLabels[offer.area]],
  ...(offer.career ? [['Carrera', offer.career] as [string, string]] : []),
  ['Modalidad', offerModalityLabels[offer.modality]],
  ['Lugar', placeOf(offer)],
  ['Duración', offer.durationMonths === 1 ? '1 mes' : `${String(offer.durationMonths)} meses`],
  ['Inicio', formatCalendarDate(offer.startDate)],
  ['Remuneración', offer.stipendClp === null ? 'Sin remuneración' : `${formatClp(offer.stipendClp)} mensuales`],
  ['Cupos', String(offer.vacancies)],
  ['Postula hasta', formatCalendarDate(offer.deadline)],
];

export const offerPageHtml = (offer: PublicOffer, siteUrl: string, today: string): string => {
  const url = new URL(`/internships/${encodeURIComponent(offer.offerId)}`, siteUrl).toString();
  const open = offer.status === 'publicada' && offer.deadline >= today;
  const description = `${offer.companyName} busca practicante: ${offer.title}. ${offer.stipendClp === null ? 'Sin remuneración' : `${formatClp(offer.stipendClp)} mensuales`}. ${placeOf(offer)}.`;
  // Only an offer open for applications is a job posting for search engines.
  const head = open ? `<script type="application/ld+json">${jsonForScript(jobPosting(offer, url))}</script>` : '<meta name="robots" content="noindex" />';
  const facts = offerFacts(offer)
    .map(([label, value]) => `<div><dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd></div>`)
    .join('');
  const body = `<article class="card" data-offer-id="${escapeHtml(offer.offerId)}">
      ${open ? '' : `<p class="notice" role="status">Esta oferta ya no recibe postulaciones (${escapeHtml(offerStatusLabels[offer.status].toLowerCase())}).</p>`}
      <p class="muted"><a href="${internshipPaths.listing}">← Todas las ofertas de práctica</a></p>
      <h1>${escapeHtml(offer.title)}</h1>
      <p class="company">${escapeHtml(offer.companyName)}</p>
      <dl class="facts">${facts}</dl>
      <h2>Descripción</h2>${paragraphs(offer.description)}
      <h2>Requisitos</h2>${paragraphs(offer.requirements)}
      ${open ? `<a class="apply" href="${internshipPaths.apply(encodeURIComponent(offer.offerId))}">Postular</a><p class="muted">Postulas con tu perfil de estudiante y tu CV. La empresa te contacta directamente, sin intermediarios.</p>` : ''}
    </article>`;
  return shell(`${offer.title} en ${offer.companyName} | Prácticas | ${brand.name}`, description, url, head, body);
};

export const offerNotFoundHtml = (): string =>
  shell(
    `Oferta no encontrada | ${brand.name}`,
    'Esta oferta de práctica no existe o ya no está publicada.',
    internshipPaths.listing,
    '<meta name="robots" content="noindex" />',
    `<div class="card"><h1>Oferta no encontrada</h1><p>Esta oferta de práctica no existe o ya no está publicada.</p><p><a href="${internshipPaths.listing}">Ver todas las ofertas de práctica</a></p></div>`,
  );

import { brand } from '../../shared/brand';
import { companyPaths } from '../../shared/companies';
import { internshipPaths, offerStatusLabels, type PublicOffer } from '../../shared/internships';
import { offerFacts, offerPlace, offerStipend } from '../../shared/offer-facts';
import { jobPosting, jsonForScript } from '../../shared/job-posting';
import { escapeHtml, paragraphs, servedPageHtml } from './public-page';

/**
 * The served HTML of an offer's page (`/internships/<id>`): made per request from the offer, so that
 * a search engine or a shared link gets the offer and its JobPosting data without running scripts.
 * The site's frame (public-page.ts); its links lead into the app (apply, the listing) and to its
 * company's page.
 */

/** The rules of the served pages' content, on the site's tokens: an offer's page and a company's share them. */
export const servedContentStyle = `.srv-page{padding-block:24px 56px}.srv-back{margin:0 0 16px;font-size:.9375rem}
.srv-card{background:#fff;border:1px solid var(--pub-border);border-radius:16px;padding:20px}
@media (min-width:768px){.srv-card{padding:32px}}
.srv-head{display:flex;gap:16px;align-items:center;margin:0 0 20px}
.srv-logo{flex-shrink:0;width:64px;height:64px;border-radius:12px;border:1px solid var(--pub-border);background:#fff;object-fit:contain}
.srv-logo--large{width:96px;height:96px}
.srv-title{color:var(--pub-ink);font-size:clamp(1.5rem,1.2rem + 1.2vw,2rem);font-weight:800;line-height:1.2;letter-spacing:-.01em;overflow-wrap:anywhere}
.srv-company{margin-top:4px;font-weight:600;color:var(--pub-text)}
.srv-facts{display:grid;grid-template-columns:repeat(auto-fit,minmax(11rem,1fr));gap:12px 20px;margin:0 0 24px;padding:16px;border-radius:12px;background:var(--pub-teal-50)}
.srv-facts dt{font-size:.8125rem;color:var(--pub-muted)}.srv-facts dd{margin:0;font-weight:600;color:var(--pub-ink)}
.srv-card h2{margin:24px 0 8px;color:var(--pub-ink);font-size:1.2rem}
.srv-card p+p{margin-top:12px}.srv-text{overflow-wrap:anywhere}
.srv-apply{margin-top:28px;display:grid;gap:8px;justify-items:start}
.srv-muted{color:var(--pub-muted);font-size:.9375rem}
.srv-notice{margin:0 0 16px;padding:12px 16px;border:1px solid #fcd34d;border-radius:10px;background:#fef3c7;color:#78350f}`;

/** The offer's content on its page. */
export const offerArticle = (offer: PublicOffer, options: { open: boolean; logoPath?: string | undefined }): string => {
  const facts = offerFacts(offer)
    .map(([label, value]) => `<div><dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd></div>`)
    .join('');
  const company = offer.companySlug ? `<a href="${companyPaths.page(offer.companySlug)}">${escapeHtml(offer.companyName)}</a>` : escapeHtml(offer.companyName);
  const logo = options.logoPath ? `<img class="srv-logo" src="${escapeHtml(options.logoPath)}" alt="Logo de ${escapeHtml(offer.companyName)}" width="64" height="64" />` : '';
  return `<article class="srv-card" data-offer-id="${escapeHtml(offer.offerId)}">
      ${options.open ? '' : `<p class="srv-notice" role="status">Esta oferta ya no recibe postulaciones (${escapeHtml(offerStatusLabels[offer.status].toLowerCase())}).</p>`}
      <div class="srv-head">${logo}<div><h1 class="srv-title">${escapeHtml(offer.title)}</h1><p class="srv-company">${company}</p></div></div>
      <dl class="srv-facts">${facts}</dl>
      <h2>Descripción</h2><div class="srv-text">${paragraphs(offer.description)}</div>
      <h2>Requisitos</h2><div class="srv-text">${paragraphs(offer.requirements)}</div>
      ${options.open ? `<div class="srv-apply"><a class="pub-button pub-button--large" href="${internshipPaths.apply(encodeURIComponent(offer.offerId))}">Postular</a><p class="srv-muted">Postulas con tu perfil de estudiante y tu CV. La empresa te contacta directamente, sin intermediarios.</p></div>` : ''}
    </article>`;
};

/**
 * The web build's script of an offer's page (web/src/public/offer-applied.ts): a student who applied
 * already reads "Ya postulaste" on the apply link. Only an open offer has that link.
 */
const appliedScript = '<script type="module" src="/offer-applied.js"></script>';

/** What an offer's page shows of its company besides its name, when the company has them. */
export interface OfferPageCompany {
  logoPath?: string | undefined;
  website?: string | undefined;
}

export const offerPageHtml = (offer: PublicOffer, siteUrl: string, today: string, { logoPath, website }: OfferPageCompany = {}): string => {
  const url = new URL(internshipPaths.offer(encodeURIComponent(offer.offerId)), siteUrl).toString();
  const open = offer.status === 'publicada' && offer.deadline >= today;
  const description = `${offer.companyName} busca practicante: ${offer.title}. ${offerStipend(offer.stipendClp)}. ${offerPlace(offer)}.`;
  const company = {
    ...(offer.companySlug ? { pageUrl: new URL(companyPaths.page(offer.companySlug), siteUrl).toString() } : {}),
    ...(logoPath ? { logoUrl: new URL(logoPath, siteUrl).toString() } : {}),
    ...(website ? { website } : {}),
  };
  // Only an offer open for applications is a job posting for search engines.
  const head = open ? `<script type="application/ld+json">${jsonForScript(jobPosting(offer, url, company))}</script>${appliedScript}` : '<meta name="robots" content="noindex" />';
  const body = `<div class="pub-container pub-container--narrow srv-page">
    <p class="srv-back"><a href="${internshipPaths.listing}">← Todas las ofertas de práctica</a></p>
    ${offerArticle(offer, { open, logoPath })}
  </div>`;
  return servedPageHtml({
    title: `${offer.title} en ${offer.companyName} | Prácticas | ${brand.name}`,
    description,
    canonical: url,
    head,
    style: servedContentStyle,
    body,
    ...(company.logoUrl ? { image: company.logoUrl } : {}),
  });
};

export const offerNotFoundHtml = (siteUrl: string): string =>
  servedPageHtml({
    title: `Oferta no encontrada | ${brand.name}`,
    description: 'Esta oferta de práctica no existe o ya no está publicada.',
    canonical: new URL(internshipPaths.listing, siteUrl).toString(),
    head: '<meta name="robots" content="noindex" />',
    style: servedContentStyle,
    body: `<div class="pub-container pub-not-found"><h1 class="srv-title">Oferta no encontrada</h1><p>Esta oferta de práctica no existe o ya no está publicada.</p><a class="pub-button" href="${internshipPaths.listing}">Ver todas las ofertas de práctica</a></div>`,
  });

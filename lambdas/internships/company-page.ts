import { brand } from '../../shared/brand';
import { companyPaths, type PublicCompanyPage } from '../../shared/companies';
import { formatCalendarDate } from '../../shared/format/date';
import { internshipAreaLabels, internshipPaths, offerModalityLabels, type PublicOffer } from '../../shared/internships';
import { jsonForScript } from '../../shared/job-posting';
import { offerStipend } from '../../shared/offer-facts';
import { servedContentStyle } from './offer-page';
import { escapeHtml, paragraphs, servedPageHtml } from './public-page';

/**
 * The served HTML of a company's page (`/empresas/<slug>`): its razón social, logo, description and
 * the offers it has open now, as the listing's cards; schema.org `Organization` data for search
 * engines. Made per request, like an offer's page, so it is never stale.
 */

const pageStyle = `${servedContentStyle}
.srv-section-title{margin:32px 0 16px;color:var(--pub-ink);font-size:1.35rem;font-weight:800}
.srv-place{margin-top:4px;color:var(--pub-muted)}.srv-website{overflow-wrap:anywhere}`;

const offerCard = (offer: PublicOffer): string => `<li class="offer-card" data-testid="offer-card">
  <h3 class="offer-card__title"><a href="${internshipPaths.offer(encodeURIComponent(offer.offerId))}">${escapeHtml(offer.title)}</a></h3>
  <ul class="offer-card__facts">
    <li>${escapeHtml(internshipAreaLabels[offer.area])}</li>
    <li>${escapeHtml(offerModalityLabels[offer.modality])}</li>
    <li>${escapeHtml(offer.modality === 'remota' ? 'Remota' : `${offer.comuna ?? ''}, ${offer.region ?? ''}`)}</li>
    <li>${escapeHtml(offerStipend(offer.stipendClp))}</li>
    <li>Postula hasta el ${escapeHtml(formatCalendarDate(offer.deadline))}</li>
  </ul>
  <div class="offer-card__actions"><a class="pub-button pub-button--small" href="${internshipPaths.offer(encodeURIComponent(offer.offerId))}">Ver oferta y postular</a></div>
</li>`;

export const companyPageHtml = (company: PublicCompanyPage, siteUrl: string): string => {
  const url = new URL(companyPaths.page(company.slug), siteUrl).toString();
  const logoUrl = company.logoPath ? new URL(company.logoPath, siteUrl).toString() : undefined;
  const place = [company.comuna, company.region].filter(Boolean).join(', ');
  const count = company.offers.length;
  const organization = {
    '@context': 'https://schema.org/',
    '@type': 'Organization',
    name: company.legalName,
    url,
    ...(logoUrl ? { logo: logoUrl } : {}),
    ...(company.website ? { sameAs: company.website } : {}),
    ...(company.region ? { address: { '@type': 'PostalAddress', addressLocality: company.comuna ?? '', addressRegion: company.region, addressCountry: 'CL' } } : {}),
  };
  const body = `<div class="pub-container pub-container--narrow srv-page">
    <p class="srv-back"><a href="${internshipPaths.listing}">← Todas las ofertas de práctica</a></p>
    <section class="srv-card" aria-labelledby="empresa">
      <div class="srv-head">
        ${company.logoPath ? `<img class="srv-logo srv-logo--large" src="${escapeHtml(company.logoPath)}" alt="Logo de ${escapeHtml(company.legalName)}" width="96" height="96" />` : ''}
        <div>
          <h1 class="srv-title" id="empresa">${escapeHtml(company.legalName)}</h1>
          ${place ? `<p class="srv-place">${escapeHtml(place)}</p>` : ''}
          ${company.website ? `<p class="srv-website"><a href="${escapeHtml(company.website)}" rel="nofollow noopener" target="_blank">${escapeHtml(company.website.replace(/^https:\/\//, ''))}</a></p>` : ''}
        </div>
      </div>
      ${company.description ? `<div class="srv-text">${paragraphs(company.description)}</div>` : `<p class="srv-muted">${escapeHtml(company.legalName)} publica sus prácticas en ${escapeHtml(brand.name)}.</p>`}
    </section>
    <h2 class="srv-section-title">${count === 0 ? 'Prácticas abiertas' : `Prácticas abiertas (${String(count)})`}</h2>
    ${
      count === 0
        ? `<p class="srv-muted">Esta empresa no tiene prácticas abiertas en este momento. <a href="${internshipPaths.listing}">Ver las ofertas de otras empresas</a></p>`
        : `<ul class="offers__list" aria-label="Prácticas abiertas de ${escapeHtml(company.legalName)}">${company.offers.map(offerCard).join('')}</ul>`
    }
  </div>`;
  return servedPageHtml({
    title: `${company.legalName}: prácticas | ${brand.name}`,
    description: count === 0 ? `${company.legalName} en ${brand.name}: su página de empresa y sus ofertas de práctica.` : `${company.legalName} tiene ${count === 1 ? '1 práctica abierta' : `${String(count)} prácticas abiertas`}. Postula con tu CV en ${brand.name}.`,
    canonical: url,
    head: `<script type="application/ld+json">${jsonForScript(organization)}</script>`,
    style: pageStyle,
    body,
    ...(logoUrl ? { image: logoUrl } : {}),
  });
};

export const companyNotFoundHtml = (siteUrl: string): string =>
  servedPageHtml({
    title: `Empresa no encontrada | ${brand.name}`,
    description: 'Esta página de empresa no existe.',
    canonical: new URL(internshipPaths.listing, siteUrl).toString(),
    head: '<meta name="robots" content="noindex" />',
    style: servedContentStyle,
    body: `<div class="pub-container pub-not-found"><h1 class="srv-title">Empresa no encontrada</h1><p>Esta página de empresa no existe.</p><a class="pub-button" href="${internshipPaths.listing}">Ver todas las ofertas de práctica</a></div>`,
  });

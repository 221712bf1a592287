import { internshipAreaLabels, type PublicOffer } from './internships';
import { offerFacts } from './offer-facts';

/**
 * The schema.org `JobPosting` of an offer, as Google's job search reads it
 * (https://developers.google.com/search/docs/appearance/structured-data/job-posting): what the
 * offer's served page carries so that search engines can list it. job-posting.test.ts holds
 * Google's required and recommended properties and checks every kind of offer against them.
 *
 * The modality is not `workHours` (schema.org's "typical working hours", such as "9:00 a 18:00"):
 * a remote offer is `jobLocationType: TELECOMMUTE` with the country applicants may live in, which
 * Google keeps for jobs done remotely all of the time; a hybrid one reports to its place like an
 * on-site one (`jobLocation`), and its description says it is hybrid.
 */

/** What the posting says of the company besides its name: its page on the site, its logo and website when it has them. */
export interface HiringCompany {
  /** The company's page on the site (`/empresas/<slug>`), absolute. */
  pageUrl?: string;
  /** Its logo, absolute: a URL Google can crawl. */
  logoUrl?: string;
  /** The company's own website. */
  website?: string;
}

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text as HTML paragraphs: Google reads `<p>`, `<br>`, `<ul>` and `<li>` in a description. */
const htmlParagraphs = (text: string): string =>
  text
    .split(/\n{2,}/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('');

/** The description Google shows: the offer's own words, its requirements and its facts (a hybrid offer says so here). */
export const jobPostingDescription = (offer: PublicOffer): string =>
  [
    htmlParagraphs(offer.description),
    '<p>Requisitos:</p>',
    htmlParagraphs(offer.requirements),
    '<ul>',
    ...offerFacts(offer).map(([label, value]) => `<li>${escapeHtml(`${label}: ${value}`)}</li>`),
    '</ul>',
  ].join('');

/** Chile's UTC offset (`-03:00` or `-04:00`) at an instant. */
const chileOffsetAt = (instant: number): string => {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Santiago', timeZoneName: 'longOffset' }).formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT-04:00';
  return name === 'GMT' ? '+00:00' : name.slice(3);
};

/** The last second of a calendar day in Chile, with the offset Chile has then (summer or winter time). */
export const endOfDayInChile = (isoDate: string): string => {
  const local = `${isoDate}T23:59:59`;
  // The offset at that wall-clock time: read it at the instant the winter offset gives, then at the instant that offset gives.
  let offset = chileOffsetAt(Date.parse(`${local}-04:00`));
  offset = chileOffsetAt(Date.parse(`${local}${offset}`));
  return `${local}${offset}`;
};

export const jobPosting = (offer: PublicOffer, pageUrl: string, company: HiringCompany = {}): Record<string, unknown> => ({
  '@context': 'https://schema.org/',
  '@type': 'JobPosting',
  title: offer.title,
  description: jobPostingDescription(offer),
  identifier: { '@type': 'PropertyValue', name: offer.companyName, value: offer.offerId },
  datePosted: (offer.publishedAt ?? offer.createdAt).slice(0, 10),
  // The last day to apply, to its end in Chile.
  validThrough: endOfDayInChile(offer.deadline),
  employmentType: 'INTERN',
  occupationalCategory: internshipAreaLabels[offer.area],
  hiringOrganization: {
    '@type': 'Organization',
    name: offer.companyName,
    ...(company.pageUrl ? { url: company.pageUrl } : {}),
    ...(company.website ? { sameAs: company.website } : {}),
    ...(company.logoUrl ? { logo: company.logoUrl } : {}),
  },
  ...(offer.modality === 'remota'
    ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'Chile' } }
    : {
        jobLocation: {
          '@type': 'Place',
          address: { '@type': 'PostalAddress', addressLocality: offer.comuna ?? '', addressRegion: offer.region ?? '', addressCountry: 'CL' },
        },
      }),
  ...(offer.stipendClp === null ? {} : { baseSalary: { '@type': 'MonetaryAmount', currency: 'CLP', value: { '@type': 'QuantitativeValue', value: offer.stipendClp, unitText: 'MONTH' } } }),
  totalJobOpenings: offer.vacancies,
  jobStartDate: offer.startDate,
  directApply: true,
  url: pageUrl,
});

/** JSON for a `<script type="application/ld+json">`: no `<` can end the script early. */
export const jsonForScript = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

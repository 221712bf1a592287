import { internshipAreaLabels, offerModalityLabels, type PublicOffer } from './internships';

/**
 * The schema.org `JobPosting` of an offer (https://schema.org/JobPosting, as Google's job search
 * reads it): what the offer's served page carries so that search engines can list it.
 */
export const jobPosting = (offer: PublicOffer, pageUrl: string): Record<string, unknown> => ({
  '@context': 'https://schema.org/',
  '@type': 'JobPosting',
  title: offer.title,
  description: `${offer.description}\n\nRequisitos: ${offer.requirements}`,
  identifier: { '@type': 'PropertyValue', name: offer.companyName, value: offer.offerId },
  datePosted: (offer.publishedAt ?? offer.createdAt).slice(0, 10),
  // The last day to apply, to its end in Chile.
  validThrough: `${offer.deadline}T23:59:59-03:00`,
  employmentType: 'INTERN',
  occupationalCategory: internshipAreaLabels[offer.area],
  hiringOrganization: { '@type': 'Organization', name: offer.companyName },
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
  workHours: offerModalityLabels[offer.modality],
  directApply: true,
  url: pageUrl,
});

/** JSON for a `<script type="application/ld+json">`: no `<` can end the script early. */
export const jsonForScript = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

import { foldForSearch, type ChileanRegion, type PublicOffer } from './internships';

/**
 * A company's public page (`/empresas/<slug>`): its razón social, logo, description and open offers,
 * served as HTML per request like an offer's page. The slug is the page's public id: made once from
 * the razón social (a number added when another company has it), and kept when the name changes, so
 * that links and search engines keep finding the page.
 */

export const COMPANY_SLUG_MAX = 60;
export const COMPANY_DESCRIPTION_MAX = 2000;
export const COMPANY_WEBSITE_MAX = 200;

/** The logo: a small raster image (Google reads JPEG, PNG and WebP logos), at most 1 MB. */
export const COMPANY_LOGO_MAX_BYTES = 1024 * 1024;
export const companyLogoTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type CompanyLogoType = (typeof companyLogoTypes)[number];

/** Legal forms at the end of a razón social, left out of its slug ("Panadería Sur SpA" → panaderia-sur). */
const legalForms = ['y-cia', 'e-i-r-l', 'limitada', 'ltda', 'eirl', 's-a', 'spa', 'cia', 'sa'];

/** The slug a razón social gives: lower case without accents, words joined by hyphens, without the legal form, at most 60 characters. */
export const slugOf = (legalName: string): string => {
  const words = foldForSearch(legalName)
    .replace(/&/g, ' y ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  let slug = words;
  // Longest forms first, and again from the top after each one taken off ("perez-y-cia-limitada" → "perez").
  for (let form = legalForms.find((candidate) => slug.endsWith(`-${candidate}`)); form; form = legalForms.find((candidate) => slug.endsWith(`-${candidate}`))) {
    slug = slug.slice(0, -form.length - 1);
  }
  if (slug.length > COMPANY_SLUG_MAX) slug = slug.slice(0, COMPANY_SLUG_MAX).replace(/-[^-]*$/, '');
  return slug || 'empresa';
};

export const COMPANY_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The site's paths of a company's page and its logo (the logo's version changes with each new logo, so that caches refresh). */
export const companyPaths = {
  page: (slug: string): string => `/empresas/${slug}`,
  logo: (slug: string, version: string): string => `/empresas/${slug}/logo?v=${encodeURIComponent(version)}`,
};

/** The page as the company edits it (GET and PUT /api/company/page). */
export interface CompanyPageSettings {
  slug: string;
  /** `/empresas/<slug>`. */
  path: string;
  legalName: string;
  description: string;
  website: string;
  /** `/empresas/<slug>/logo?v=…`, when it has a logo. */
  logoPath?: string;
}

/** A presigned POST for the logo: the browser posts `fields` plus the file (last) to `url`. */
export interface CompanyLogoUpload {
  url: string;
  fields: Record<string, string>;
  key: string;
}

/** What the public page shows of a company. */
export interface PublicCompanyPage {
  slug: string;
  legalName: string;
  region?: ChileanRegion;
  comuna?: string;
  description: string;
  website: string;
  logoPath?: string;
  offers: PublicOffer[];
}

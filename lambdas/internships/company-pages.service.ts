import { randomBytes } from 'node:crypto';
import { companyPaths, slugOf, type CompanyPageSettings, type PublicCompanyPage } from '../../shared/companies';
import type { CompanyPageFields } from '../../shared/contracts/company-offers/put-page';
import { chileanRegions, isOfferOpenForApplications, toPublicOffer } from '../../shared/internships';
import { notFound } from '../lib/errors';
import { createCompanyPage, getCompanyPage, getCompanySlug, updateCompanyPage, type StoredCompanyPage } from './company-pages.repository';
import { listCompanyOffers } from './offers.repository';
import type { OfferPageCompany } from './offer-page';

/**
 * A company's public page: made the first time it is needed (its first published offer, or the
 * company opening its page's editor), its slug from the razón social and kept from then on; what
 * the company writes on it; what the public sees of it. Its logo, which needs the S3 client, is
 * company-logos.service.ts: the public pages' function, which reads pages, does not bundle it.
 */

export interface CompanyAccount {
  uid: string;
  document: Record<string, unknown>;
}

/** The razón social on the company's document (a company's account always has one). */
export const companyNameOf = (document: Record<string, unknown>): string => {
  const company = document.company as { legalName?: unknown } | undefined;
  return typeof company?.legalName === 'string' ? company.legalName : '';
};

/** What the page copies of the company's document: razón social, región and comuna. */
const detailsOf = (document: Record<string, unknown>): Pick<StoredCompanyPage, 'legalName' | 'region' | 'comuna'> => {
  const company = (document.company ?? {}) as { region?: unknown; comuna?: unknown };
  const region = chileanRegions.find((candidate) => candidate === company.region);
  return {
    legalName: companyNameOf(document),
    ...(region ? { region } : {}),
    ...(typeof company.comuna === 'string' && company.comuna ? { comuna: company.comuna } : {}),
  };
};

/** The slugs tried for a new page, in order: the razón social's, then with a number, then with a random tail. */
export const slugCandidates = (base: string): string[] => [base, ...Array.from({ length: 8 }, (_, index) => `${base}-${String(index + 2)}`), `${base}-${randomBytes(3).toString('hex')}`, `${base}-${randomBytes(3).toString('hex')}`];

/** The company's page, made on first need; the copies of its document set again when they changed. */
export const ensureCompanyPage = async (company: CompanyAccount): Promise<StoredCompanyPage> => {
  const details = detailsOf(company.document);
  const now = new Date().toISOString();
  const slug = await getCompanySlug(company.uid);
  const current = slug ? await getCompanyPage(slug) : undefined;
  if (current) {
    const stale = current.legalName !== details.legalName || current.region !== details.region || current.comuna !== details.comuna;
    return stale && details.legalName ? ((await updateCompanyPage(current.slug, company.uid, { ...details, updatedAt: now })) ?? current) : current;
  }
  for (const candidate of slugCandidates(slugOf(details.legalName))) {
    const page: StoredCompanyPage = { slug: candidate, companyUid: company.uid, ...details, description: '', website: '', updatedAt: now };
    const outcome = await createCompanyPage(page);
    if (outcome === 'created') return page;
    if (outcome === 'has-page') {
      // Another request made it meanwhile: that one is the page.
      const made = await getCompanySlug(company.uid);
      const found = made ? await getCompanyPage(made) : undefined;
      if (found) return found;
    }
  }
  throw new Error(`No free slug for the company page of ${company.uid}`);
};

/** The slug of the company's page, when it has one (an offer copies it). */
export const companySlugOf = (companyUid: string): Promise<string | undefined> => getCompanySlug(companyUid);

const logoPathOf = (page: Pick<StoredCompanyPage, 'slug' | 'logo'>): string | undefined => (page.logo ? companyPaths.logo(page.slug, page.logo.version) : undefined);

export const settingsOf = (page: StoredCompanyPage): CompanyPageSettings => {
  const logoPath = logoPathOf(page);
  return { slug: page.slug, path: companyPaths.page(page.slug), legalName: page.legalName, description: page.description, website: page.website, ...(logoPath ? { logoPath } : {}) };
};

export const companyPageSettings = async (company: CompanyAccount): Promise<CompanyPageSettings> => settingsOf(await ensureCompanyPage(company));

export const saveCompanyPage = async (company: CompanyAccount, fields: CompanyPageFields): Promise<CompanyPageSettings> => {
  const page = await ensureCompanyPage(company);
  const saved = await updateCompanyPage(page.slug, company.uid, { description: fields.description, website: fields.website, updatedAt: new Date().toISOString() });
  if (!saved) throw notFound();
  return settingsOf(saved);
};

/** The public page of a slug, with the company's offers open to applications today; undefined when there is none. */
export const publicCompanyPage = async (slug: string, today: string): Promise<PublicCompanyPage | undefined> => {
  const page = await getCompanyPage(slug);
  if (!page) return undefined;
  const offers = (await listCompanyOffers(page.companyUid)).filter((offer) => isOfferOpenForApplications(offer, today)).map(toPublicOffer);
  const logoPath = logoPathOf(page);
  return {
    slug: page.slug,
    legalName: page.legalName,
    ...(page.region ? { region: page.region } : {}),
    ...(page.comuna ? { comuna: page.comuna } : {}),
    description: page.description,
    website: page.website,
    ...(logoPath ? { logoPath } : {}),
    offers,
  };
};

/** What an offer's page shows of its company: its logo's current path and its website, when it has them. */
export const offerPageCompany = async (slug: string): Promise<OfferPageCompany> => {
  const page = await getCompanyPage(slug);
  return page ? { logoPath: logoPathOf(page), website: page.website || undefined } : {};
};

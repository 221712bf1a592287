import { companyLogoTypes, COMPANY_LOGO_MAX_BYTES, type CompanyLogoType, type CompanyLogoUpload, type CompanyPageSettings } from '../../shared/companies';
import type { MessageKey } from '../../shared/messages';
import { allowRequest } from '../lib/rate-limit.repository';
import { forbidden, HttpError, notFound } from '../lib/errors';
import { detectImageType } from '../users/profile-image.service';
import { deleteCompanyLogosExcept, deleteObject, inspectObject, isOwnCompanyLogoKey, presignCompanyLogoUpload, readCompanyLogo, type StoredObject } from './company-logos.repository';
import { getCompanyPage, updateCompanyPage } from './company-pages.repository';
import { ensureCompanyPage, settingsOf, type CompanyAccount } from './company-pages.service';

/**
 * A company page's logo: an upload link, keeping an upload after checking it, removing it, and its
 * bytes for the public logo route. An erased account's logos go with its profile images.
 */

/** At most 20 logo upload links an hour per company: each can put up to 1 MB in the bucket. */
const uploadLimit = { name: 'company-logo-upload', max: 20, windowSeconds: 60 * 60 };

export const issueCompanyLogoUpload = async (companyUid: string, contentType: CompanyLogoType): Promise<CompanyLogoUpload> => {
  if (!(await allowRequest(uploadLimit, companyUid))) throw new HttpError(429, 'too-many-requests');
  return presignCompanyLogoUpload(companyUid, contentType);
};

/** What is wrong with an uploaded logo, as the message the company reads; undefined if it is a good image. */
const logoProblem = (object: StoredObject): MessageKey | undefined => {
  if (object.size < 1 || object.size > COMPANY_LOGO_MAX_BYTES) return 'company/logo-size';
  const declared = (object.contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const detected = detectImageType(object.head);
  if (!(companyLogoTypes as readonly string[]).includes(declared) || detected !== declared) return 'company/logo-type';
  return undefined;
};

/**
 * Keeps an uploaded logo on the company's page after checking its size and real type; a wrong file
 * is deleted, and so are the replaced logo and any upload never confirmed.
 */
export const confirmCompanyLogo = async (company: CompanyAccount, key: string): Promise<CompanyPageSettings> => {
  if (!isOwnCompanyLogoKey(company.uid, key)) throw forbidden();
  const page = await ensureCompanyPage(company);
  if (page.logo?.key === key) return settingsOf(page);
  const object = await inspectObject(key);
  if (!object) throw new HttpError(404, 'not-found', 'company/logo-missing');
  const problem = logoProblem(object);
  if (problem) {
    await deleteObject(key);
    throw new HttpError(400, 'bad-request', problem);
  }
  // The key's random tail names this logo: its URL changes with it, so that browsers and search engines fetch the new one.
  const logo = { key, contentType: object.contentType?.split(';')[0]?.trim().toLowerCase() as CompanyLogoType, version: key.slice(-12) };
  const saved = await updateCompanyPage(page.slug, company.uid, { logo, updatedAt: new Date().toISOString() });
  if (!saved) {
    await deleteObject(key);
    throw notFound();
  }
  await deleteCompanyLogosExcept(company.uid, key);
  return settingsOf(saved);
};

export const removeCompanyLogo = async (company: CompanyAccount): Promise<CompanyPageSettings> => {
  const page = await ensureCompanyPage(company);
  const saved = page.logo ? await updateCompanyPage(page.slug, company.uid, { updatedAt: new Date().toISOString() }, true) : page;
  await deleteCompanyLogosExcept(company.uid);
  return settingsOf(saved ?? page);
};

/** The logo's bytes and type, by the page's slug; undefined when the page has none. */
export const companyLogo = async (slug: string): Promise<{ bytes: Uint8Array; contentType: CompanyLogoType; version: string } | undefined> => {
  const page = await getCompanyPage(slug);
  if (!page?.logo) return undefined;
  const bytes = await readCompanyLogo(page.logo.key);
  return bytes ? { bytes, contentType: page.logo.contentType, version: page.logo.version } : undefined;
};

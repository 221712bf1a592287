import { companyPaths } from '../../shared/companies';
import { internshipPaths } from '../../shared/internships';
import { listCompanyPages } from './company-pages.repository';
import { listPublishedOffers } from './offers.repository';

/**
 * The sitemap (https://www.sitemaps.org/protocol.html) of what search engines should find: the
 * public pages, every offer open to applications, every company page; and robots.txt, which names
 * it by its absolute address, as the protocol asks. A sitemap holds at most 50,000 addresses.
 */
export const SITEMAP_MAX_URLS = 50_000;

/** The public pages of the app itself (prerendered, or the listing). */
const publicPages = ['/', '/revisa', '/terms', internshipPaths.listing];

const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export interface SitemapEntry {
  path: string;
  /** `YYYY-MM-DD`. */
  lastModified?: string;
}

/** Every address of the sitemap, today's open offers and the company pages included. */
export const sitemapEntries = async (today: string): Promise<SitemapEntry[]> => {
  const entries: SitemapEntry[] = publicPages.map((path) => ({ path }));
  let cursor: string | undefined;
  do {
    const page = await listPublishedOffers((offer) => offer.deadline >= today, { pageSize: 1000, maxRead: 1000, query: ['sitemap', today], ...(cursor ? { cursor } : {}) });
    for (const offer of page.offers) entries.push({ path: internshipPaths.offer(offer.offerId), lastModified: offer.updatedAt.slice(0, 10) });
    cursor = page.nextCursor;
  } while (cursor && entries.length < SITEMAP_MAX_URLS);
  for await (const company of listCompanyPages()) {
    if (entries.length >= SITEMAP_MAX_URLS) break;
    entries.push({ path: companyPaths.page(company.slug), lastModified: company.updatedAt.slice(0, 10) });
  }
  return entries.slice(0, SITEMAP_MAX_URLS);
};

export const sitemapXml = (entries: readonly SitemapEntry[], siteUrl: string): string =>
  `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries.map((entry) => `  <url><loc>${escapeXml(new URL(entry.path, siteUrl).toString())}</loc>${entry.lastModified ? `<lastmod>${entry.lastModified}</lastmod>` : ''}</url>`).join('\n')}
</urlset>
`;

export const robotsTxt = (siteUrl: string): string => `User-agent: *
Allow: /

Sitemap: ${new URL('/sitemap.xml', siteUrl).toString()}
`;

import { getSiteFileRoute } from '../../../shared/contracts/internships/get-site-file';
import { todayInChile, toIsoDate } from '../../../shared/age';
import { servedText } from '../../internships/served';
import { robotsTxt, sitemapEntries, sitemapXml } from '../../internships/sitemap';
import { env } from '../../lib/env';
import { defineHandler } from '../../lib/http';

/** GET /api/site/{file}: `/sitemap.xml` and `/robots.txt`, made for this stage's address. */
export const handler = defineHandler(getSiteFileRoute, async ({ params }) => {
  if (params.file === 'sitemap.xml') return servedText(200, 'application/xml', sitemapXml(await sitemapEntries(toIsoDate(todayInChile())), env().SITE_URL));
  if (params.file === 'robots.txt') return servedText(200, 'text/plain', robotsTxt(env().SITE_URL));
  return servedText(404, 'text/plain', 'No encontrado');
});

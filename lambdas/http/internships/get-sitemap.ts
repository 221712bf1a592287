import { getSitemapRoute } from '../../../shared/contracts/internships/get-sitemap';
import { todayInChile, toIsoDate } from '../../../shared/age';
import { servedText } from '../../internships/served';
import { sitemapEntries, sitemapXml } from '../../internships/sitemap';
import { env } from '../../lib/env';
import { defineHandler } from '../../lib/http';

/** GET /api/site/sitemap.xml, served at `/sitemap.xml`: the public pages, every open offer and company page. */
export const handler = defineHandler(getSitemapRoute, async () => servedText(200, 'application/xml', sitemapXml(await sitemapEntries(toIsoDate(todayInChile())), env().SITE_URL)));

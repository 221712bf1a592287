import { getRobotsRoute } from '../../../shared/contracts/internships/get-robots';
import { servedText } from '../../internships/served';
import { robotsTxt } from '../../internships/sitemap';
import { env } from '../../lib/env';
import { defineHandler } from '../../lib/http';

/** GET /api/site/robots.txt, served at `/robots.txt`: everything may be crawled; the sitemap by its absolute address. */
export const handler = defineHandler(getRobotsRoute, async () => Promise.resolve(servedText(200, 'text/plain', robotsTxt(env().SITE_URL))));

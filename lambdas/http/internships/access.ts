import type { FunctionAccess } from '../../lib/access';

/**
 * The public listing, offer pages, company pages and the site's files (sitemap.xml, robots.txt); a
 * signed-in person's report of an offer; the admin's moderation: every offer or the reported ones
 * with their reports, hiding or restoring one with its event.
 */
export const access: FunctionAccess = { tables: { internships: ['GetItem', 'PutItem', 'UpdateItem', 'Query'], users: ['GetItem'] }, publishes: ['OfferReported', 'OfferStatusChanged'] };

import type { Reply } from '../lib/http';

/**
 * An answer of the pages the API serves (HTML, the sitemap, robots.txt): revalidated on each visit,
 * so that a change shows at once; search engines and browsers keep them by their validators.
 */
export const servedText = (statusCode: number, type: 'text/html' | 'application/xml' | 'text/plain', body: string): Reply<string> => ({
  statusCode,
  headers: { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' },
  body,
});

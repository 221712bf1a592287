import { answer, type RouteDefinition } from '../../route-contract';

/**
 * The site's files made per request: `sitemap.xml` (the public pages, every open offer and company
 * page) and `robots.txt` (naming the sitemap by the stage's own address). `/sitemap.xml` and
 * `/robots.txt` are rewritten here; any other file is not found.
 */
export const getSiteFileRoute = { method: 'GET', path: '/api/site/{file}', auth: 'public', handler: 'http/internships/get-site-file', response: answer<string>() } as const satisfies RouteDefinition;

import { answer, type RouteDefinition } from '../../route-contract';

/** The sitemap (XML) of the public pages, every open offer and every company page: `/sitemap.xml` is rewritten here. */
export const getSitemapRoute = { method: 'GET', path: '/api/site/sitemap.xml', auth: 'public', handler: 'http/internships/get-sitemap', response: answer<string>() } as const satisfies RouteDefinition;

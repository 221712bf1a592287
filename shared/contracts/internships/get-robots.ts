import { answer, type RouteDefinition } from '../../route-contract';

/** robots.txt, naming the sitemap by its absolute address (the stage's own): `/robots.txt` is rewritten here. */
export const getRobotsRoute = { method: 'GET', path: '/api/site/robots.txt', auth: 'public', handler: 'http/internships/get-robots', response: answer<string>() } as const satisfies RouteDefinition;

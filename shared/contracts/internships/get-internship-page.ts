import { answer, type RouteDefinition } from '../../route-contract';

/** The offer's served page (HTML, not JSON): `/internships/<id>` is rewritten here by CloudFront and the local gateway. */
export const getInternshipPageRoute = { method: 'GET', path: '/api/internships/{offerId}/page', auth: 'public', handler: 'http/internships/get-internship-page', response: answer<string>() } as const satisfies RouteDefinition;

import type { PublicOffer } from '../../internships';
import { answer, type RouteDefinition } from '../../route-contract';

export const getInternshipRoute = { method: 'GET', path: '/api/internships/{offerId}', auth: 'public', handler: 'http/internships/get-internship', response: answer<PublicOffer>() } as const satisfies RouteDefinition;

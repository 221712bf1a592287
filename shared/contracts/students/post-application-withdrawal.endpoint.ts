import type { Endpoint } from '../../route-contract';

export const withdrawMyApplicationEndpoint = { method: 'POST', path: '/api/intern/applications/{offerId}/withdrawal', auth: 'client' } as const satisfies Endpoint;

import type { RouteDefinition } from '../../route-contract';

/** Transbank's page POSTs the form `TBK_TOKEN` here (public: the browser comes from Transbank); answers a 303 to /profile/plan. */
export const oneclickReturnRoute = { method: 'POST', path: '/api/billing/oneclick-return', auth: 'public', handler: 'http/billing/post-oneclick-return' } as const satisfies RouteDefinition;

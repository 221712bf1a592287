import type { RouteDefinition } from '../../route-contract';

/** Transbank's API 1.1 and later send the browser back by GET (`?TBK_TOKEN=…`: normal flow, form timeout, an abort in production). */
export const oneclickReturnGetRoute = { method: 'GET', path: '/api/billing/oneclick-return', auth: 'public', handler: 'http/billing/get-oneclick-return' } as const satisfies RouteDefinition;

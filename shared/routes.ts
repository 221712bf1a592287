import type { RouteDefinition } from './route-contract';
import * as routeTable from './route-table';

export * from './route-contract';

/**
 * The whole route table (shared/route-table.ts) as one object, for the web's API client, the CDK
 * stack, the local gateway, the smoke run, the bench and the tests. A Lambda handler imports
 * `* as routes from '.../shared/route-table'` instead, so that its bundle keeps only its own routes.
 */
export const routes = routeTable satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof routes;
export type Route = (typeof routes)[RouteName];

/** Every route, for the loops of the CDK stack and the local gateway (in the order of their names). */
export const routeList: readonly Route[] = Object.values(routes);

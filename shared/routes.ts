import type { RouteDefinition } from './route-contract';
import * as contracts from './contracts';

export * from './route-contract';

/**
 * Every route as one object (shared/contracts/index.ts), for the CDK stack, the local gateway, the
 * smoke run, the bench and the tests. A handler or a web call imports its own operation's module.
 */
export const routes = contracts satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof routes;
export type Route = (typeof routes)[RouteName];

/** Every route, for the loops of the CDK stack and the local gateway (in the order of their names). */
export const routeList: readonly Route[] = Object.values(routes);

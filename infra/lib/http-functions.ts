import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { routeKey, routeList, type Route, type RouteDefinition } from '../../shared/routes';
import { accessOf, type FunctionAccess } from './access';

const repoRoot = path.resolve(__dirname, '../..');
/** Where the feature entries are written (git-ignored): made from the route table, never edited by hand. */
export const generatedDir = path.join(repoRoot, '.generated');

/** One Lambda function per feature folder of `lambdas/http/`, serving every route whose handler is in it. */
export interface HttpFunction {
  /** `http/me`, the folder under lambdas/. */
  readonly name: string;
  readonly routes: readonly Route[];
  /** The generated entry: `export const handler = routerOf([...])` over the folder's route handlers. */
  readonly entry: string;
  /** What it may do in AWS, declared in its folder: `lambdas/http/<feature>/access.ts`. */
  readonly access: FunctionAccess;
  /** Its route keys, as the console and the alarms show it (CloudFormation keeps 256 characters). */
  readonly description: string;
}

/** `http/me/get-me` -> `http/me`; a route handler lives in `lambdas/http/<feature>/<name>.ts`. */
export const featureOf = (handler: string): string => {
  const match = /^(http\/[\w-]+)\/[\w-]+$/.exec(handler);
  if (!match?.[1]) throw new Error(`Route handler ${handler} is not at http/<feature>/<name>`);
  return match[1];
};

/** The source of a feature's entry, importing its handlers in the order of the routes' index (shared/contracts/index.ts). */
export const featureEntrySource = (name: string, routes: readonly Route[]): string => {
  const fromGenerated = (module: string) => path.posix.join('..', '..', module);
  const imports = routes.map((route, index) => `import { handler as route${index} } from '${fromGenerated(`lambdas/${route.handler}`)}';`);
  return [
    `// lambdas/${name}: one Lambda function for ${routes.length} route(s). Generated from shared/routes.ts by infra/lib/http-functions.ts; not edited by hand.`,
    `import { routerOf } from '${fromGenerated('lambdas/lib/router')}';`,
    ...imports,
    '',
    `export const handler = routerOf([${routes.map((_, index) => `route${index}`).join(', ')}]);`,
    '',
  ].join('\n');
};

/** Writes a file only when its text changes, atomically (parallel synths and test workers write the same files). */
const writeIfChanged = (file: string, text: string): void => {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
};

const describe = (name: string, routes: readonly Route[]): string => {
  const full = `${name}: ${routes.map(routeKey).join(', ')}`;
  return full.length <= 256 ? full : `${name}: ${routes.length} routes`;
};

/**
 * The HTTP functions, grouped from the route table by handler folder, with their entries written
 * to `.generated/http/<feature>.ts`. A route added to the table with its handler file joins its
 * folder's function at the next synth or local start; a new folder becomes a new function.
 */
export const httpFunctions = (routes: readonly Route[] = routeList): HttpFunction[] => {
  const byFeature = new Map<string, Route[]>();
  for (const route of routes) {
    const name = featureOf(route.handler);
    byFeature.set(name, [...(byFeature.get(name) ?? []), route]);
  }
  return [...byFeature].map(([name, featureRoutes]) => {
    const entry = path.join(generatedDir, `${name}.ts`);
    writeIfChanged(entry, featureEntrySource(name, featureRoutes));
    return {
      name,
      routes: featureRoutes,
      entry,
      access: accessOf(name),
      description: describe(name, featureRoutes),
    };
  });
};

/** The function that serves a route. */
export const httpFunctionOf = (route: RouteDefinition, functions: readonly HttpFunction[] = httpFunctions()): HttpFunction => {
  const found = functions.find((fn) => fn.routes.some((served) => routeKey(served) === routeKey(route)));
  if (!found) throw new Error(`No function serves ${routeKey(route)}`);
  return found;
};

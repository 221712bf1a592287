import type { z } from 'zod/mini';

/**
 * What a route is, and the helpers that read one. Each route is declared in the module of its operation,
 * shared/contracts/<feature>/<operation>.ts, with the schema of its body or query; this module holds no
 * route, so that a Lambda's router and middleware import it without any.
 *
 * auth: `public` (no token), `user` (a valid Cognito ID token, any kind of account), `client` (a person's
 * account: `userType: client`), `enterprise` (a company's account: `userType: enterprise`), `admin` (a
 * token of a member of the `admin` group). The kind of account is the server's own document's word.
 * handler: the module under `lambdas/` that exports `handler`.
 * body, query: the zod schemas the handler validates (400 with the catalogue's messages otherwise).
 * response: the type of the answer's body, named with `answer<Type>()` (an empty object typed with it).
 */
export type AuthLevel = 'public' | 'user' | 'client' | 'enterprise' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The type of a route's answer body, carried by an empty object. */
export interface Answer<Body> {
  readonly answerType?: Body;
}
/** Names a route's answer type: `response: answer<UserDocument>()`. */
export const answer = <Body>(): Answer<Body> => ({});

export interface RouteDefinition {
  readonly method: HttpMethod;
  /** API Gateway HTTP API syntax: `/api/admin/users/{uid}`. */
  readonly path: `/api/${string}`;
  readonly auth: AuthLevel;
  readonly handler: string;
  readonly body?: z.ZodMiniType;
  readonly query?: z.ZodMiniType;
  readonly response?: Answer<unknown>;
  /**
   * The caller may be a Google account whose registration is not complete, with no user document
   * yet; on every other signed-in route a token without a document (a deleted account) is refused.
   */
  readonly registering?: true;
}


/** The answer of the routes that only confirm, with a Spanish text to show. */
export interface MessageAnswer {
  message: string;
}
/** POST /api/activate: the web decides on `status`; `message` is the spec's text ('Cuenta ya activada'). */
export interface ActivationAnswer {
  status: 'activated' | 'already-activated';
  message: string;
}
export type DependencyState = 'ok' | 'down';
export interface HealthAnswer {
  status: DependencyState;
  dependencies: Record<string, DependencyState>;
  down?: string[];
}

/** The parsed body a route's handler receives (undefined when the route takes none). */
export type BodyOf<R extends RouteDefinition> = R extends { body: infer Schema extends z.ZodMiniType } ? z.output<Schema> : undefined;
/** The body a client sends, before the schema's transforms. */
export type BodyInputOf<R extends RouteDefinition> = R extends { body: infer Schema extends z.ZodMiniType } ? z.input<Schema> : undefined;
export type QueryOf<R extends RouteDefinition> = R extends { query: infer Schema extends z.ZodMiniType } ? z.output<Schema> : undefined;
export type QueryInputOf<R extends RouteDefinition> = R extends { query: infer Schema extends z.ZodMiniType } ? z.input<Schema> : undefined;
export type ResponseOf<R extends RouteDefinition> = R extends { response: Answer<infer Body> } ? Body : unknown;

type ParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;
/** `{ uid: string }` for `/api/admin/users/{uid}`; `{}` for a path without parameters. */
export type PathParams<Path extends string> = Record<ParamNames<Path>, string>;

/** `GET /api/me` */
export const routeKey = (route: Pick<RouteDefinition, 'method' | 'path'>): string => `${route.method} ${route.path}`;

/** A stable identifier for a route, usable as a CDK construct id or a function name part: `GetApiMe`. */
export const routeId = (route: Pick<RouteDefinition, 'method' | 'path'>): string =>
  [route.method.toLowerCase(), ...route.path.split(/[/{}-]+/)]
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

/** Matches a concrete path against a route path; returns the path parameters, or undefined. */
export const matchPath = (template: string, path: string): Record<string, string> | undefined => {
  const templateParts = template.split('/');
  const pathParts = path.split('/');
  if (templateParts.length !== pathParts.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of templateParts.entries()) {
    const actual = pathParts[index] ?? '';
    const param = /^\{(\w+)\}$/.exec(part);
    if (param?.[1]) {
      if (!actual) return undefined;
      params[param[1]] = decodeURIComponent(actual);
    } else if (part !== actual) {
      return undefined;
    }
  }
  return params;
};

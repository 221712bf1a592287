import { isApiErrorBody, messages } from '../../shared/messages';
import { type RouteDefinition, routeKey } from '../../shared/routes';

/**
 * What `npm run smoke -- --stage NAME` does, without the AWS clients (smoke-users.ts) so that the
 * tests can hand it mocks: every route of the route table, called through the site's own origin
 * (CloudFront → WAF → API) as each kind of caller, without changing anything that is not the
 * smoke users' own, and the smoke users removed at the end whatever happened.
 */
export type SmokeRole = 'anonymous' | 'client' | 'admin';

export interface SmokeUser {
  readonly uid: string;
  readonly email: string;
  readonly idToken: string;
}

/** Makes and removes the smoke users of a stage (smoke-users.ts with the stage's Cognito and tables). */
export interface SmokeUsers {
  create(role: Exclude<SmokeRole, 'anonymous'>, runId: string): Promise<SmokeUser>;
  remove(user: SmokeUser): Promise<void>;
}

export interface SmokeCall {
  readonly route: RouteDefinition;
  readonly role: SmokeRole;
  readonly status: number;
  readonly ms: number;
  readonly ok: boolean;
}

/** A path parameter no item has: the routes with one answer 404 (or 403), touching nothing. */
export const MISSING_ID = 'smoke-missing-item';

/** Who calls a route: the anonymous visitor always; a client on any other (refused a company's routes); an admin on admin routes. */
export const rolesOf = (route: RouteDefinition): SmokeRole[] => (route.auth === 'public' ? ['anonymous'] : route.auth === 'admin' ? ['anonymous', 'client', 'admin'] : ['anonymous', 'client']);

/**
 * A 403 a handler chose for this caller and item, with the catalogue's own `forbidden` text (e.g. a
 * Google-only route to a password account): not the origin check's, a disabled account's, API
 * Gateway's or WAF's refusal.
 */
const isHandlersOwnRefusal = (body: unknown): boolean => isApiErrorBody(body) && body.error.code === 'forbidden' && body.error.message === messages.forbidden;

/**
 * The answer each caller must get. Refused callers: 401 without a token, 403 for a client on an admin
 * or a company's route. Allowed callers: anything the route answers on purpose (2xx, 3xx, 4xx of its own), never
 * 401, a 403 that is not the handler's own refusal (the origin check, the token or the caller's
 * document went wrong), nor 5xx.
 */
export const expected = (route: RouteDefinition, role: SmokeRole, status: number, body?: unknown): boolean => {
  if (route.auth !== 'public' && role === 'anonymous') return status === 401;
  if ((route.auth === 'admin' || route.auth === 'enterprise') && role === 'client') return status === 403;
  return status < 500 && status !== 401 && (status !== 403 || isHandlersOwnRefusal(body));
};

const bodyOf = async (response: Response): Promise<unknown> => {
  try {
    return JSON.parse(await response.text()) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * The request of one route: path parameters that match nothing, and a body no route accepts (a JSON
 * array, where every schema wants an object), so that a write is refused by validation with 400 and
 * changes nothing. Routes without a body schema get no body.
 */
export const requestOf = (route: RouteDefinition, baseUrl: string, user: SmokeUser | undefined): { url: string; init: RequestInit } => {
  const path = route.path.replace(/\{[^}]+\}/g, MISSING_ID);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (user) headers.authorization = `Bearer ${user.idToken}`;
  if (route.body) headers['content-type'] = 'application/json';
  return { url: new URL(path, baseUrl).toString(), init: { method: route.method, headers, redirect: 'manual', ...(route.body ? { body: '[]' } : {}) } };
};

/** DELETE routes last: a client route that removes something of the caller's own must not disturb the others. */
export const callOrder = (routes: readonly RouteDefinition[]): RouteDefinition[] =>
  [...routes].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));

export const formatCall = (call: SmokeCall): string =>
  `${call.ok ? 'ok  ' : 'FAIL'} ${routeKey(call.route).padEnd(62)} ${call.role.padEnd(9)} ${String(call.status).padStart(3)} ${String(call.ms).padStart(5)} ms`;

export interface SmokeOptions {
  readonly baseUrl: string;
  readonly routes: readonly RouteDefinition[];
  readonly users: SmokeUsers;
  readonly fetch?: typeof fetch;
  readonly log?: (line: string) => void;
  readonly runId?: string;
  /** What proves the cloud works beyond the routes (smoke-flow.ts), run with the smoke client and admin before they go. */
  readonly flow?: (users: { readonly client: SmokeUser; readonly admin: SmokeUser }, runId: string) => Promise<readonly { readonly ok: boolean }[]>;
}

export interface SmokeResult {
  readonly calls: SmokeCall[];
  readonly ok: boolean;
  /** Steps that threw (creating a user, a call that got no answer, a removal): each fails the run. */
  readonly errors: string[];
  /** The flow's steps that failed (each already logged). */
  readonly failedSteps: number;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Runs every route as each of its callers; removes the smoke users it made even when a step failed. */
export const runSmoke = async (options: SmokeOptions): Promise<SmokeResult> => {
  const fetchFn = options.fetch ?? fetch;
  const log = options.log ?? (() => undefined);
  const runId = options.runId ?? new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const made: SmokeUser[] = [];
  const calls: SmokeCall[] = [];
  const errors: string[] = [];
  let failedSteps = 0;
  try {
    const client = await options.users.create('client', runId);
    made.push(client);
    const admin = await options.users.create('admin', runId);
    made.push(admin);
    const userOf: Record<SmokeRole, SmokeUser | undefined> = { anonymous: undefined, client, admin };
    for (const route of callOrder(options.routes)) {
      for (const role of rolesOf(route)) {
        const { url, init } = requestOf(route, options.baseUrl, userOf[role]);
        const started = Date.now();
        let status = 0;
        let body: unknown;
        try {
          const response = await fetchFn(url, init);
          status = response.status;
          body = await bodyOf(response);
        } catch (error) {
          errors.push(`${routeKey(route)} as ${role}: ${messageOf(error)}`);
        }
        const call = { route, role, status, ms: Date.now() - started, ok: status !== 0 && expected(route, role, status, body) };
        calls.push(call);
        log(formatCall(call));
      }
    }
    if (options.flow) failedSteps = (await options.flow({ client, admin }, runId)).filter((step) => !step.ok).length;
  } catch (error) {
    errors.push(`Setting up the smoke users: ${messageOf(error)}`);
  } finally {
    for (const user of made.reverse()) {
      try {
        await options.users.remove(user);
        log(`removed smoke user ${user.email}`);
      } catch (error) {
        errors.push(`Removing smoke user ${user.email} (${user.uid}): ${messageOf(error)}; remove it by hand (docs/deploy.md, "Smoke test")`);
      }
    }
  }
  for (const error of errors) log(`FAIL ${error}`);
  return { calls, errors, failedSteps, ok: errors.length === 0 && failedSteps === 0 && calls.every((call) => call.ok) };
};

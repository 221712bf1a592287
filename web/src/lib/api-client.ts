import { isApiErrorBody, messages, type ErrorCode } from '@shared/messages';
import type { BodyInputOf, PathParams, QueryInputOf, ResponseOf, RouteDefinition } from '@shared/routes';

/** A failed API call: the server's code, its Spanish message and, for bad input, the fields. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'network',
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Gives the current ID token, or undefined when nobody is signed in. */
export type TokenProvider = () => Promise<string | undefined>;

let tokenProvider: TokenProvider | undefined;

/**
 * The auth feature registers where tokens come from (Amplify, loaded lazily), so that this client
 * adds the bearer token itself to every `user` and `admin` route.
 */
export const setTokenProvider = (provider: TokenProvider): void => {
  tokenProvider = provider;
};

type BodyOption<Body> = Body extends undefined ? { body?: undefined } : undefined extends Body ? { body?: Body } : { body: Body };

/** The options a route takes: its body, path parameters and query, each only where the route has them. */
export type ApiRequestOptions<Route extends RouteDefinition> = BodyOption<BodyInputOf<Route>> &
  (keyof PathParams<Route['path']> extends never ? { params?: undefined } : { params: PathParams<Route['path']> }) &
  (QueryInputOf<Route> extends undefined ? { query?: undefined } : { query?: QueryInputOf<Route> }) & { signal?: AbortSignal };

type OptionalIfEmpty<Route extends RouteDefinition> = object extends ApiRequestOptions<Route> ? [options?: ApiRequestOptions<Route>] : [options: ApiRequestOptions<Route>];

const bearerFor = async (route: RouteDefinition): Promise<Record<string, string>> => {
  if (route.auth === 'public') return {};
  const token = await tokenProvider?.();
  if (!token) throw new ApiError(401, 'unauthorized', messages.unauthorized);
  return { authorization: `Bearer ${token}` };
};

type QueryValue = string | number | boolean | null | undefined;

const urlOf = (route: RouteDefinition, params: Record<string, string> = {}, query: Record<string, QueryValue> = {}): string => {
  const path = route.path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== null) search.set(name, String(value));
  return search.size ? `${path}?${search.toString()}` : path;
};

/**
 * Calls one route (shared/contracts/<feature>/<operation>.ts) and answers its typed response, or throws an ApiError.
 * The server validates the body and query with the route's schemas; the browser only sends them:
 *
 *     const user = await apiRequest(getMeRoute);
 *     await apiRequest(updateMeRoute, { body: changes });
 */
export async function apiRequest<const Route extends RouteDefinition>(route: Route, ...[options]: OptionalIfEmpty<Route>): Promise<ResponseOf<Route>> {
  const { body, params, query, signal } = (options ?? {}) as { body?: unknown; params?: Record<string, string>; query?: Record<string, QueryValue>; signal?: AbortSignal };
  const authorization = await bearerFor(route);
  let response: Response;
  try {
    response = await fetch(urlOf(route, params, query), {
      method: route.method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...authorization },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network', messages.network);
  }
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) {
    if (isApiErrorBody(data)) throw new ApiError(response.status, data.error.code, data.error.message, data.error.fields);
    throw new ApiError(response.status, 'internal', messages.internal);
  }
  return data as ResponseOf<Route>;
}

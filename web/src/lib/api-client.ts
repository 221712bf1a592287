import { errorMessages, isApiErrorBody, type ErrorCode } from '@shared/errors';
import type { Route } from '@shared/routes';

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

export const NETWORK_MESSAGE = 'Error de conexión. Verifica tu internet.';

type RouteKey = `${Route['method']} ${Route['path']}`;

export interface ApiRequestOptions {
  body?: unknown;
  /** Values for `{name}` parts of the path. */
  params?: Record<string, string>;
  query?: Record<string, string | undefined>;
  /** The Cognito ID token, for `user` and `admin` routes. */
  token?: string;
  signal?: AbortSignal;
}

/** Calls one route of the shared table; answers the parsed body, or throws an ApiError. */
export async function apiRequest<T>(key: RouteKey, options: ApiRequestOptions = {}): Promise<T> {
  const [method, template] = key.split(' ') as [string, string];
  let path = template.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(options.params?.[name] ?? ''));
  const query = new URLSearchParams(Object.entries(options.query ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined));
  if (query.size) path += `?${query.toString()}`;

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: {
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network', NETWORK_MESSAGE);
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
    throw new ApiError(response.status, 'internal', errorMessages.internal);
  }
  return data as T;
}

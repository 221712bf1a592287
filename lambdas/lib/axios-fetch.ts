/**
 * What the package `axios` becomes in every bundle (infra/lib/constructs/lambda-aliases.ts): one
 * request over Node's own `fetch`, in exactly the shape transbank-sdk 6.1.1 uses axios
 * (`dist/es6/transbank/common/request_service.js`, its only use):
 *
 *   axios({ method, url, headers, timeout, data }).then((response) => response.status / response.data)
 *     .catch((error) => error.response?.data?.error_message)
 *
 * - `data` is the SDK's JSON string (or undefined, as for a status GET); the answer's body is parsed as JSON
 *   when it is JSON, else kept as text ('' when empty, as a 204's), as axios does by default;
 * - a status outside 2xx rejects with an error carrying `response: { status, data, headers }`, like axios's
 *   AxiosError, so the SDK's TransbankError still ends with Transbank's `error_message`;
 * - `timeout` (ms, 0 for none) aborts the request through an AbortSignal: the error says
 *   `timeout of <n>ms exceeded` and has no response, as axios's (code ECONNABORTED);
 * - a network failure rejects with the cause's message and code (ECONNREFUSED, ECONNRESET...), with no response.
 * fetch follows redirects as axios does; nothing else of axios (interceptors, instances, form bodies, a proxy
 * from HTTPS_PROXY: Lambda sets none) exists here. Bundled, this replaces axios, follow-redirects, the proxy
 * agents and debug, which were most of each billing function's own code (`npm run bench -- --only functions`).
 * The bundles, jest and the local stack all take the alias (infra/lib/constructs/lambda-aliases.ts), so every
 * test of the billing code runs it; axios-fetch.test.ts drives the real SDK through it against a node:http server.
 */
export interface FetchAxiosRequest {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  /** Milliseconds; 0 or absent: no timeout. */
  timeout?: number;
  /** The body: a string as sent, anything else as JSON. Never sent with GET or HEAD. */
  data?: unknown;
}

export interface FetchAxiosResponse {
  status: number;
  /** The parsed JSON body, else its text. */
  data: unknown;
  /** Header names in lower case. */
  headers: Record<string, string>;
}

/** Why a request failed; `response` is set when the server answered with a status outside 2xx. */
export class FetchAxiosError extends Error {
  override name = 'FetchAxiosError';
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly response?: FetchAxiosResponse,
  ) {
    super(message);
  }
}

const parsedBody = (text: string): unknown => {
  if (!text) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const bodyOf = (method: string, data: unknown): string | undefined => {
  if (data === undefined || data === null || method === 'GET' || method === 'HEAD') return undefined;
  return typeof data === 'string' ? data : JSON.stringify(data);
};

/** Why fetch threw: the timeout's signal, else the network error undici wraps in `cause` (read by shape: it may come from another realm). */
const failure = (error: unknown, timeout: number, signal: AbortSignal | undefined): FetchAxiosError => {
  if (signal?.aborted) return new FetchAxiosError(`timeout of ${timeout}ms exceeded`, 'ECONNABORTED');
  const { message, cause } = (error ?? {}) as { message?: unknown; cause?: { message?: unknown; code?: unknown } };
  const text = typeof cause?.message === 'string' ? cause.message : typeof message === 'string' ? message : String(error);
  return new FetchAxiosError(text, typeof cause?.code === 'string' ? cause.code : undefined);
};

export default async function request(config: FetchAxiosRequest): Promise<FetchAxiosResponse> {
  const method = (config.method ?? 'GET').toUpperCase();
  const timeout = config.timeout ?? 0;
  const signal = timeout > 0 ? AbortSignal.timeout(timeout) : undefined;
  let response: FetchAxiosResponse;
  try {
    const headers = new Headers(config.headers);
    // What axios asks for unless told otherwise, so that Transbank sees the same request.
    if (!headers.has('accept')) headers.set('accept', 'application/json, text/plain, */*');
    const answer = await fetch(config.url, { method, headers, body: bodyOf(method, config.data), signal });
    // Read under the same signal: a body that never ends times out too.
    response = { status: answer.status, data: parsedBody(await answer.text()), headers: Object.fromEntries(answer.headers) };
  } catch (error) {
    throw failure(error, timeout, signal);
  }
  if (response.status < 200 || response.status >= 300) {
    throw new FetchAxiosError(`Request failed with status code ${response.status}`, response.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST', response);
  }
  return response;
}

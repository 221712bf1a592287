import { matchPath, type Route } from '@shared/routes';
import { testUser } from '@shared/testing/users';
import type { UserDocument } from '@shared/user';
import { render, waitFor, type RenderResult } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { queryClient } from '../lib/query-client';
import { routes } from '../app/routes';
import { setMe } from '../features/auth/me';
import { setLoadingGlobal } from '../features/auth/session-store';
import { fakeAuth, resetFakeAuth } from './fake-auth-client';

/** `'POST /api/activate'`: a line of the shared route table. */
export type RouteKey = `${Route['method']} ${Route['path']}`;

export interface FakeRequest {
  readonly params: Record<string, string>;
  /** The query string's parameters. */
  readonly query: URLSearchParams;
  readonly body: unknown;
  readonly headers: Headers;
}

/** What a route answers: a status and a JSON body, or a network failure. */
export type FakeAnswer = { readonly status?: number; readonly body?: unknown } | 'network-failure';

/** A handler may answer later (a Promise), or never, to see a page while it waits. */
export type FakeApi = Partial<Record<RouteKey, (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>>>;

export const runtimeConfigForTests = { region: 'us-east-1', userPoolId: 'us-east-1_test', userPoolClientId: 'test-client', oauthDomain: 'auth.example.cl', apiPath: '/api', liveUrl: 'ws://localhost/live' };

/** A user document for the session: Paula, the web tests' client. */
export const aUser = (overrides: Partial<UserDocument> = {}): UserDocument =>
  testUser({ uid: 'u-1', firstName: 'Paula', lastName: 'Muñoz', birthDate: '1992-03-14', email: 'paula@example.cl', ...overrides });

/**
 * Answers `fetch` like the API would, one handler per key of the route table; `/config.json` with a
 * test config; anything else 404. Returns the mock, to inspect the calls.
 */
export const answerFetch = (api: FakeApi): jest.Mock => {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (url.pathname === '/config.json') return Response.json(runtimeConfigForTests);
    const method = (init.method ?? 'GET').toUpperCase();
    for (const [key, handler] of Object.entries(api)) {
      const [routeMethod = '', template = ''] = key.split(' ');
      const params = routeMethod === method ? matchPath(template, url.pathname) : undefined;
      if (!params) continue;
      const answer = await handler({ params, query: url.searchParams, body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined, headers: new Headers(init.headers) });
      if (answer === 'network-failure') throw new TypeError('Failed to fetch');
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
    }
    return Response.json({ error: { code: 'not-found', message: 'No encontrado.' } }, { status: 404 });
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return fetchMock;
};

/**
 * The layout Chakra picks from the window's width: jsdom matches no media query (a phone) unless told to
 * match them all (a wide screen). Returns the function that gives the phone back.
 */
export const wideScreen = (): (() => void) => {
  const original = Object.getOwnPropertyDescriptor(window, 'matchMedia');
  window.matchMedia = (query: string) =>
    ({ matches: true, media: query, onchange: null, addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false }) as unknown as MediaQueryList;
  return () => {
    if (original) Object.defineProperty(window, 'matchMedia', original);
  };
};

export interface RenderAppOptions {
  /** The signed-in user; none by default. */
  readonly user?: UserDocument;
  readonly api?: FakeApi;
}

/**
 * Renders the whole app (the real route table, guard and layouts) at `path`, with `fetch` answered
 * per route key (shared/routes.ts) and the session already settled.
 */
export const renderApp = async (
  path: string,
  { user, api = {} }: RenderAppOptions = {},
): Promise<RenderResult & { router: ReturnType<typeof createMemoryRouter>; fetchMock: jest.Mock }> => {
  resetFakeAuth();
  window.sessionStorage.clear();
  window.localStorage.clear();
  queryClient.clear();
  const fetchMock = answerFetch({ 'GET /api/me': () => (user ? { body: user } : { status: 404, body: { error: { code: 'user-not-found', message: 'Usuario no encontrado.' } } }), ...api });
  if (user) {
    fakeAuth.idToken = 'id-token';
    setMe(queryClient, user);
  }
  setLoadingGlobal(false);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(<RouterProvider router={router} />);
  // The first page's lazy route modules are loaded before it renders.
  await waitFor(() => {
    expect(router.state.initialized).toBe(true);
  });
  return { ...result, router, fetchMock };
};

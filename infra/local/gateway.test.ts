import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { RouteDefinition } from '../../shared/routes';
import { resolveStaticFile, startGateway } from './gateway';

const webRoot = mkdtempSync(path.join(os.tmpdir(), 'web-'));
mkdirSync(path.join(webRoot, 'terms'));
mkdirSync(path.join(webRoot, 'assets'));
writeFileSync(path.join(webRoot, 'index.html'), '<h1>landing</h1>');
writeFileSync(path.join(webRoot, 'spa.html'), '<div id="root"></div>');
writeFileSync(path.join(webRoot, 'terms', 'index.html'), '<h1>terms</h1>');
writeFileSync(path.join(webRoot, 'assets', 'app-abc123.js'), 'console.log(1)');

describe('resolveStaticFile', () => {
  it('serves files, prerendered pages and the SPA shell for deep links', () => {
    expect(resolveStaticFile(webRoot, '/')).toBe(path.join(webRoot, 'index.html'));
    expect(resolveStaticFile(webRoot, '/terms')).toBe(path.join(webRoot, 'terms', 'index.html'));
    expect(resolveStaticFile(webRoot, '/assets/app-abc123.js')).toBe(path.join(webRoot, 'assets', 'app-abc123.js'));
    expect(resolveStaticFile(webRoot, '/dashboard/deep/link')).toBe(path.join(webRoot, 'spa.html'));
  });

  it('never falls back for a missing file, nor leaves the web root', () => {
    expect(resolveStaticFile(webRoot, '/assets/missing.js')).toBeUndefined();
    expect(resolveStaticFile(webRoot, '/../../etc/passwd')).not.toMatch(/passwd$/);
  });
});

// The routes point at a fixture module that echoes the event it receives.
const routes: RouteDefinition[] = [
  { method: 'GET', path: '/api/open', auth: 'public', handler: '../infra/local/testing/echo' },
  { method: 'GET', path: '/api/things/{id}', auth: 'user', handler: '../infra/local/testing/echo' },
  { method: 'GET', path: '/api/admin/things', auth: 'admin', handler: '../infra/local/testing/echo' },
];

const tokens: Record<string, Record<string, unknown>> = {
  client: { sub: 'client-1', token_use: 'id', 'cognito:groups': [] },
  admin: { sub: 'admin-1', token_use: 'id', 'cognito:groups': ['admin'], exp: 1 },
};

let server: http.Server;
let base: string;

beforeAll(async () => {
  server = await startGateway(0, '127.0.0.1', {
    routes,
    entryOf: (route) => path.join(__dirname, '..', '..', 'lambdas', `${route.handler}.ts`),
    webRoot,
    runtimeConfig: { userPoolId: 'pool' },
    originHeader: { name: 'x-origin-verify', value: 'local-origin-value' },
    verifyToken: (token) => {
      const payload = tokens[token];
      return payload ? Promise.resolve(payload as never) : Promise.reject(new Error('invalid'));
    },
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = async (pathname: string, token?: string) => {
  const response = await fetch(`${base}${pathname}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
};

describe('the local gateway', () => {
  it('serves the SPA with deep-link fallback, but never for /api/*', async () => {
    expect((await get('/dashboard')).body).toBe('<div id="root"></div>');
    expect((await get('/terms')).body).toBe('<h1>terms</h1>');
    const api = await get('/api/nothing-here');
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body)).toMatchObject({ error: { code: 'not-found' } });
  });

  it('serves the runtime configuration', async () => {
    expect(JSON.parse((await get('/config.json')).body)).toEqual({ userPoolId: 'pool' });
  });

  it('calls public routes without a token, with an HTTP API v2 event', async () => {
    const result = await get('/api/open?a=1&a=2&b=x');
    expect(result.status).toBe(200);
    const event = JSON.parse(result.body) as Record<string, unknown>;
    expect(event).toMatchObject({ version: '2.0', routeKey: 'GET /api/open', rawPath: '/api/open', rawQueryString: 'a=1&a=2&b=x', queryStringParameters: { a: '1,2', b: 'x' } });
  });

  it('adds the origin header as CloudFront does, over any value the client sent', async () => {
    const headersOf = async (init: RequestInit = {}) => (JSON.parse(await (await fetch(`${base}/api/open`, init)).text()) as { headers: Record<string, string> }).headers;
    expect((await headersOf())['x-origin-verify']).toBe('local-origin-value');
    expect((await headersOf({ headers: { 'x-origin-verify': 'forged' } }))['x-origin-verify']).toBe('local-origin-value');
  });

  it('sets CloudFront-Viewer-Address from the socket, as CloudFront does, over any value the client sent', async () => {
    const headersOf = async (init: RequestInit = {}) => (JSON.parse(await (await fetch(`${base}/api/open`, init)).text()) as { headers: Record<string, string> }).headers;
    expect((await headersOf())['cloudfront-viewer-address']).toMatch(/^127\.0\.0\.1:\d+$/);
    expect((await headersOf({ headers: { 'CloudFront-Viewer-Address': '203.0.113.9:1' } }))['cloudfront-viewer-address']).toMatch(/^127\.0\.0\.1:\d+$/);
  });

  it('refuses user routes without a valid bearer token', async () => {
    expect((await get('/api/things/7')).status).toBe(401);
    expect((await get('/api/things/7', 'forged')).status).toBe(401);
  });

  it('passes verified claims flattened as the cloud authorizer does, and path parameters', async () => {
    const result = await get('/api/things/7', 'admin');
    const event = JSON.parse(result.body) as { pathParameters: unknown; requestContext: { authorizer: { jwt: { claims: unknown } } } };
    expect(event.pathParameters).toEqual({ id: '7' });
    expect(event.requestContext.authorizer.jwt.claims).toEqual({ sub: 'admin-1', token_use: 'id', 'cognito:groups': '[admin]', exp: '1' });
  });

  it('refuses admin routes to non-members of admin with 403', async () => {
    expect((await get('/api/admin/things', 'client')).status).toBe(403);
    expect((await get('/api/admin/things', 'admin')).status).toBe(200);
  });
});

import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { isAdminClaims } from '../../lambdas/lib/auth';
import { messages, type ErrorCode } from '../../shared/messages';
import { servedPageApiPath } from '../../shared/internships';
import { routeId, routeKey, type RouteDefinition } from '../../shared/routes';
import { flattenClaims } from './jwt';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { lambdaContext, loadEntry } from './handlers';
import type { LocalLiveSocket } from './live-socket';

export interface GatewayOptions {
  routes: readonly RouteDefinition[];
  /** The entry file of the function that serves a route: the stack's generated feature router (infra/lib/http-functions.ts). */
  entryOf: (route: RouteDefinition) => string;
  verifyToken: (token: string) => Promise<JwtPayload>;
  /** The built SPA; undefined for an API-only gateway. */
  webRoot?: string;
  /** Answers GET /config.json: what the browser needs to reach Cognito and the API. */
  runtimeConfig: Record<string, unknown>;
  log?: (line: string) => void;
  /** The live socket (upgrades on its path) and its `@connections` management API, on this same port. */
  live?: LocalLiveSocket;
  /** The header CloudFront adds to every API request (lambdas/lib/origin-check.ts): added here the same way, over any the client sent. */
  originHeader?: { name: string; value: string };
}

const MAX_REQUEST_BYTES = 6 * 1024 * 1024; // Lambda's synchronous payload limit

const apiError = (status: number, code: ErrorCode) => ({
  statusCode: status,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify({ error: { code, message: messages[code] } }),
});

const readRequestBody = (request: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_REQUEST_BYTES) {
        reject(new Error('Request too large'));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

const isTextual = (contentType: string | undefined): boolean =>
  !contentType || /^(text\/|application\/(json|x-www-form-urlencoded|xml|javascript))/i.test(contentType);

/** An API Gateway HTTP API (payload format 2.0) event, as the cloud builds it. */
export const buildEvent = (
  request: IncomingMessage,
  url: URL,
  route: RouteDefinition,
  pathParameters: Record<string, string>,
  body: Buffer,
  claims: Record<string, string> | undefined,
  requestId: string = lambdaContext(routeId(route)).awsRequestId,
): APIGatewayProxyEventV2WithJWTAuthorizer => {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) query[name] = name in query ? `${query[name]},${value}` : value;
  const textual = isTextual(headers['content-type']);
  const now = new Date();
  const key = routeKey(route);
  return {
    version: '2.0',
    routeKey: key,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    cookies: headers.cookie ? headers.cookie.split(/;\s*/) : undefined,
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(pathParameters).length ? pathParameters : undefined,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      authorizer: { principalId: '', integrationLatency: 0, jwt: { claims: claims ?? {}, scopes: [] } },
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0] ?? 'localhost',
      http: {
        method: request.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: request.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey: key,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    body: body.length ? (textual ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !textual,
  };
};

/**
 * The route table, taken apart once: each route's path split into its parts (a `{name}` part a
 * parameter) and its Lambda name, so that a request splits only its own path; its function's entry
 * is looked up on the route's first request and kept.
 */
const routeIndex = (routes: readonly RouteDefinition[]) =>
  routes.map((route) => ({
    route,
    parts: route.path.split('/').map((part) => ({ literal: part, param: /^\{(\w+)\}$/.exec(part)?.[1] })),
    name: routeId(route),
    entry: undefined as string | undefined,
  }));

/** Finds the route for a request, in the table's order, as `matchPath` would; a path that matches with another method is a 405 like API Gateway's 404. */
const findRoute = (index: ReturnType<typeof routeIndex>, method: string, pathname: string) => {
  const pathParts = pathname.split('/');
  for (const indexed of index) {
    if (indexed.route.method !== method || indexed.parts.length !== pathParts.length) continue;
    const params: Record<string, string> = {};
    let matches = true;
    for (const [position, part] of indexed.parts.entries()) {
      const actual = pathParts[position] ?? '';
      if (part.param) {
        if (!actual) {
          matches = false;
          break;
        }
        params[part.param] = decodeURIComponent(actual);
      } else if (part.literal !== actual) {
        matches = false;
        break;
      }
    }
    if (matches) return { indexed, params };
  }
  return undefined;
};

const bearerToken = (request: IncomingMessage): string | undefined => {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(.+)$/i.exec(header) : null;
  return match?.[1];
};

/** Serves /api/* like API Gateway + the JWT authorizer + Lambda, from the shared route table. */
export const createApiDispatcher = (options: Pick<GatewayOptions, 'routes' | 'entryOf' | 'verifyToken' | 'log' | 'originHeader'>) => {
  const index = routeIndex(options.routes);
  return async (request: IncomingMessage, url: URL): Promise<APIGatewayProxyStructuredResultV2> => {
    const found = findRoute(index, request.method ?? 'GET', url.pathname);
    if (!found) return apiError(404, 'not-found');
    const { indexed, params } = found;
    const route = indexed.route;

    let claims: Record<string, string> | undefined;
    if (route.auth !== 'public') {
      const token = bearerToken(request);
      if (!token) return apiError(401, 'unauthorized');
      try {
        claims = flattenClaims(await options.verifyToken(token));
      } catch {
        return apiError(401, 'unauthorized');
      }
      if (route.auth === 'admin' && !isAdminClaims(claims)) return apiError(403, 'forbidden');
    }

    let body: Buffer;
    try {
      body = await readRequestBody(request);
    } catch {
      return apiError(413, 'body-too-large');
    }
    const context = lambdaContext(indexed.name);
    const event = buildEvent(request, url, route, params, body, claims, context.awsRequestId);
    if (options.originHeader) event.headers[options.originHeader.name] = options.originHeader.value;
    // CloudFront's part too: the viewer's address and port, over whatever the client sent (lambdas/lib/http.ts viewerAddress).
    event.headers['cloudfront-viewer-address'] = `${event.requestContext.http.sourceIp}:${request.socket.remotePort ?? 0}`;
    const handler = await loadEntry((indexed.entry ??= options.entryOf(route)));
    const result = (await handler(event, context)) as APIGatewayProxyStructuredResultV2 | undefined;
    return result ?? { statusCode: 204 };
  };
};

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
};

const staticHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
} as const;

/**
 * Resolves a browser path to a file of the built SPA: the file itself, a prerendered
 * `path/index.html`, or the SPA shell for any other deep link. Paths that look like files
 * (with an extension) never fall back.
 */
export const resolveStaticFile = (webRoot: string, pathname: string): string | undefined => {
  const safe = path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const candidate = path.join(webRoot, safe);
  if (!candidate.startsWith(webRoot)) return undefined;
  if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  const index = path.join(candidate, 'index.html');
  if (existsSync(index)) return index;
  if (path.extname(safe)) return undefined;
  const shell = path.join(webRoot, 'spa.html');
  return existsSync(shell) ? shell : path.join(webRoot, 'index.html');
};

const gzipCache = new Map<string, { mtime: number; body: Buffer }>();

const sendFile = (request: IncomingMessage, response: ServerResponse, file: string, webRoot: string) => {
  const extension = path.extname(file);
  const contentType = contentTypes[extension] ?? 'application/octet-stream';
  const immutable = path.relative(webRoot, file).startsWith(`assets${path.sep}`);
  const headers: Record<string, string> = {
    ...staticHeaders,
    'content-type': contentType,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
  const compressible = /text|javascript|json|svg|xml/.test(contentType);
  if (compressible && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
    const mtime = statSync(file).mtimeMs;
    let cached = gzipCache.get(file);
    if (!cached || cached.mtime !== mtime) {
      cached = { mtime, body: gzipSync(readFileSync(file)) };
      gzipCache.set(file, cached);
    }
    response.writeHead(200, { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding', 'content-length': cached.body.length });
    response.end(request.method === 'HEAD' ? undefined : cached.body);
    return;
  }
  response.writeHead(200, headers);
  if (request.method === 'HEAD') response.end();
  else createReadStream(file).pipe(response);
};

const writeResult = (response: ServerResponse, result: APIGatewayProxyStructuredResultV2) => {
  const headers: Record<string, string | number | boolean | string[]> = { ...(result.headers ?? {}) };
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  response.writeHead(result.statusCode ?? 200, headers as http.OutgoingHttpHeaders);
  const body = result.body ?? '';
  response.end(result.isBase64Encoded ? Buffer.from(body, 'base64') : body);
};

/** The local gateway: the SPA, /config.json, and every /api/* route of the shared table. */
export const startGateway = async (port: number, host: string, options: GatewayOptions): Promise<http.Server> => {
  const dispatch = createApiDispatcher(options);
  const server = http.createServer((request, response) => {
    const started = Date.now();
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
    const done = (status: number) => options.log?.(`${request.method} ${url.pathname} ${status} ${Date.now() - started}ms`);

    if (options.live?.isManagement(url)) {
      options.live.serveManagement(request, response, url);
      return;
    }
    // An offer's or a company's page, the sitemap, robots.txt: served by their functions, as CloudFront sends them there (shared/internships.ts).
    const servedPage = request.method === 'GET' || request.method === 'HEAD' ? servedPageApiPath(url.pathname) : undefined;
    if (servedPage) url.pathname = servedPage;
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
      dispatch(request, url)
        .then((result) => {
          writeResult(response, result);
          done(result.statusCode ?? 200);
        })
        .catch((error: unknown) => {
          console.error(`[gateway] ${request.method} ${url.pathname} failed:`, error);
          writeResult(response, apiError(502, 'internal'));
          done(502);
        });
      return;
    }
    if (url.pathname === '/config.json') {
      writeResult(response, { statusCode: 200, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' }, body: JSON.stringify(options.runtimeConfig) });
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      writeResult(response, { statusCode: 405, body: '' });
      return;
    }
    const file = options.webRoot ? resolveStaticFile(options.webRoot, url.pathname) : undefined;
    if (!file || !options.webRoot) {
      writeResult(response, { statusCode: 404, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: 'No encontrado' });
      return;
    }
    try {
      sendFile(request, response, file, options.webRoot);
    } catch (error) {
      // A file can vanish between the lookup and the read (a rebuild); answer, never crash.
      console.error(`[gateway] ${url.pathname} could not be served:`, error);
      if (!response.headersSent) writeResult(response, { statusCode: 404, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: 'No encontrado' });
    }
  });
  server.on('upgrade', (request: IncomingMessage, socket, head: Buffer) => {
    if (options.live) options.live.upgrade(request, socket, head);
    else socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
};

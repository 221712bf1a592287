import { randomBytes } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { LiveSocketEvent, LiveSocketResult } from '../../lambdas/live/socket-event';
import { LIVE_PATH, LIVE_PROTOCOL, liveHandlers } from '../../shared/live';
import { lambdaContext, loadHandler } from './handlers';

/**
 * The live socket as API Gateway's WebSocket API serves it, on the app's own port: an upgrade on
 * LIVE_PATH runs the same $connect function (which may refuse it), a close runs $disconnect, and
 * `/@connections/{id}` is the management API that the functions' real ApiGatewayManagementApi
 * client calls (POST sends to the socket, DELETE closes it, GET describes it; a gone id is a 410).
 */
export interface LocalLiveSocket {
  /** Whether a request is the management API's. */
  isManagement(url: URL): boolean;
  serveManagement(request: IncomingMessage, response: ServerResponse, url: URL): void;
  /** Handles an HTTP upgrade on LIVE_PATH; anything else is refused. */
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** How many sockets are open. */
  openCount(): number;
  /** Closes every socket and waits for their `$disconnect`, while the tables are still there. */
  close(): Promise<void>;
}

const MANAGEMENT_PATH = /^\/@connections\/([^/]+)$/;

const headersOf = (request: IncomingMessage): Record<string, string> =>
  Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : (value ?? '')]));

/** API Gateway's connection ids: 16 characters of URL-safe base64. */
const newConnectionId = () => randomBytes(12).toString('base64').replace(/\//g, '_').replace(/\+/g, '-');

const readBody = (request: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

export const createLiveSocket = (log?: (line: string) => void): LocalLiveSocket => {
  const open = new Map<string, WebSocket>();
  /** Accepted by $connect, handshake not finished: what is posted meanwhile is sent once it is. */
  const pending = new Map<string, Buffer[]>();
  const server = new WebSocketServer({ noServer: true, handleProtocols: (protocols) => (protocols.has(LIVE_PROTOCOL) ? LIVE_PROTOCOL : false) });

  const run = async (module: string, event: LiveSocketEvent): Promise<LiveSocketResult> =>
    ((await (await loadHandler(module))(event, lambdaContext(module))) as LiveSocketResult | undefined) ?? { statusCode: 200 };

  /** The `$disconnect` runs not finished yet: a stop waits for them. */
  const disconnecting = new Set<Promise<void>>();
  const disconnect = (connectionId: string) => {
    const running = run(liveHandlers.disconnect, { requestContext: { connectionId, routeKey: '$disconnect', eventType: 'DISCONNECT' } }).then(
      () => undefined,
      (error: unknown) => console.error('[live] $disconnect failed:', error),
    );
    disconnecting.add(running);
    void running.finally(() => disconnecting.delete(running));
  };

  const refuse = (socket: Duplex, status: number) => {
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  };

  const connect = async (request: IncomingMessage, socket: Duplex, head: Buffer, url: URL) => {
    const connectionId = newConnectionId();
    const event: LiveSocketEvent = {
      requestContext: { connectionId, routeKey: '$connect', eventType: 'CONNECT', requestId: lambdaContext('live').awsRequestId },
      headers: headersOf(request),
      queryStringParameters: url.searchParams.size ? Object.fromEntries(url.searchParams) : null,
    };
    pending.set(connectionId, []);
    const result = await run(liveHandlers.connect, event);
    if (result.statusCode !== 200) {
      pending.delete(connectionId);
      refuse(socket, result.statusCode);
      log?.(`WS ${LIVE_PATH} refused ${result.statusCode}`);
      return;
    }
    server.handleUpgrade(request, socket, head, (ws) => {
      const queued = pending.get(connectionId) ?? [];
      pending.delete(connectionId);
      open.set(connectionId, ws);
      for (const data of queued) ws.send(data.toString('utf8'));
      ws.on('close', () => {
        open.delete(connectionId);
        disconnect(connectionId);
      });
      log?.(`WS ${LIVE_PATH} connected ${connectionId}`);
    });
  };

  const reply = (response: ServerResponse, status: number, body?: object, errorType?: string) => {
    response.writeHead(status, { 'content-type': 'application/json', ...(errorType ? { 'x-amzn-errortype': errorType } : {}) });
    response.end(body ? JSON.stringify(body) : undefined);
  };

  const manage = async (request: IncomingMessage, response: ServerResponse, connectionId: string) => {
    // The SDK signs every call (SigV4); an unsigned one is refused as API Gateway refuses it.
    if (!/^AWS4-HMAC-SHA256 /.test(request.headers.authorization ?? '')) return reply(response, 403, { message: 'Missing Authentication Token' }, 'ForbiddenException');
    const ws = open.get(connectionId);
    const queue = pending.get(connectionId);
    if (!ws && !queue) return reply(response, 410, { message: 'Gone' }, 'GoneException');
    if (request.method === 'POST') {
      const data = await readBody(request);
      if (ws) ws.send(data.toString('utf8'));
      else queue?.push(data);
      return reply(response, 200);
    }
    if (request.method === 'DELETE') {
      ws?.close(1000);
      return reply(response, 204);
    }
    if (request.method === 'GET') return reply(response, 200, { connectedAt: new Date().toISOString(), identity: { sourceIp: '127.0.0.1' } });
    return reply(response, 405, { message: 'Method not allowed' });
  };

  return {
    isManagement: (url) => MANAGEMENT_PATH.test(url.pathname),
    serveManagement: (request, response, url) => {
      const connectionId = decodeURIComponent(MANAGEMENT_PATH.exec(url.pathname)?.[1] ?? '');
      manage(request, response, connectionId).catch((error: unknown) => {
        console.error('[live] @connections failed:', error);
        if (!response.headersSent) reply(response, 500, { message: 'Internal server error' });
      });
    },
    upgrade: (request, socket, head) => {
      const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
      if (url.pathname !== LIVE_PATH) {
        refuse(socket, 404);
        return;
      }
      connect(request, socket, head, url).catch((error: unknown) => {
        console.error('[live] $connect failed:', error);
        refuse(socket, 500);
      });
    },
    openCount: () => open.size,
    close: async () => {
      const closed = [...open.values()].map((ws) => new Promise((resolve) => ws.once('close', resolve)));
      for (const ws of open.values()) ws.terminate();
      server.close();
      // Each socket's 'close' starts its `$disconnect`; then those runs end.
      await Promise.all(closed);
      await Promise.all(disconnecting);
    },
  };
};

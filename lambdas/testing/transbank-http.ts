import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request of transbank-sdk as it reached Transbank: `url` whole, `data` the body as sent (none on a GET or DELETE). */
export interface TransbankRequest {
  method: string;
  url: string;
  data?: string;
  headers: http.IncomingHttpHeaders;
}

/** What Transbank answers: a status and its JSON body (none: an empty body). */
export interface TransbankAnswer {
  status: number;
  data?: unknown;
}

/**
 * Transbank's end of the wire for unit tests: a server on 127.0.0.1 that the functions' code calls
 * through transbank-sdk and the HTTP client it runs, as it calls Transbank (`TRANSBANK_ENVIRONMENT`
 * points here from the first test on). Each request goes to the returned mock, which the test
 * programs: a `{ status, data }` is the answer; a rejection with `response: { status, data }` is an
 * error answer with that body (`error_message`); any other rejection drops the connection, as a
 * network failure or a timeout reaches the SDK.
 */
export const useTransbankHttp = (): jest.Mock => {
  const answer = jest.fn();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const { port } = server.address() as AddressInfo;
      const asked = { method: request.method ?? '', url: `http://127.0.0.1:${port}${request.url ?? ''}`, ...(body ? { data: body } : {}), headers: request.headers };
      const reply = (status: number, data: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(data === undefined || data === '' ? '' : JSON.stringify(data));
      };
      Promise.resolve()
        .then(() => answer(asked) as Promise<TransbankAnswer | undefined> | TransbankAnswer | undefined)
        .then((given) => {
          // A test that programs no answer gets none: the connection drops.
          if (!given) throw new Error('No answer programmed');
          reply(given.status, given.data);
        })
        .catch((error: unknown) => {
          const failed = (error as { response?: TransbankAnswer } | undefined)?.response;
          if (failed) reply(failed.status, failed.data);
          else request.socket.destroy();
        });
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    process.env.TRANSBANK_ENVIRONMENT = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return answer;
};

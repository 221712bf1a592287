import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { IntegrationApiKeys, IntegrationCommerceCodes, Oneclick, Options, TransactionDetail } from 'transbank-sdk';
import request, { FetchAxiosError } from './axios-fetch';

// The real transbank-sdk, whose `axios` is this module here as in the bundles (infra/lib/constructs/lambda-aliases.ts),
// against a real HTTP server on a free port.

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}
type Answer = (request: Received, response: ServerResponse) => void;

let answer: Answer = (_request, response) => response.end();
const received: Received[] = [];
const server = http.createServer((incoming: IncomingMessage, response) => {
  const chunks: Buffer[] = [];
  incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
  incoming.on('end', () => {
    const entry = { method: incoming.method ?? '', url: incoming.url ?? '', headers: incoming.headers, body: Buffer.concat(chunks).toString('utf8') };
    received.push(entry);
    answer(entry, response);
  });
});
let baseUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => (received.length = 0));

const json = (status: number, body: unknown): Answer => (_request, response) => {
  response.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' });
  response.end(JSON.stringify(body));
};

const MALL = IntegrationCommerceCodes.ONECLICK_MALL;
const options = (timeout?: number, url = baseUrl) => new Options(MALL, IntegrationApiKeys.WEBPAY, url, timeout);
const ONECLICK = '/rswebpaytransaction/api/oneclick/v1.2';

describe('transbank-sdk Oneclick Mall through axios-fetch', () => {
  it('starts an inscription: POSTs the JSON body with the key headers, and resolves the parsed answer', async () => {
    answer = json(200, { token: 'tok', url_webpay: 'https://webpay/inscription' });
    await expect(new Oneclick.MallInscription(options()).start('ana', 'ana@example.cl', 'https://example.cl/retorno')).resolves.toEqual({ token: 'tok', url_webpay: 'https://webpay/inscription' });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'POST', url: `${ONECLICK}/inscriptions` });
    expect(received[0]?.headers).toMatchObject({ 'tbk-api-key-id': MALL, 'tbk-api-key-secret': IntegrationApiKeys.WEBPAY, 'content-type': 'application/json', accept: 'application/json, text/plain, */*' });
    expect(JSON.parse(received[0]?.body ?? '')).toEqual({ username: 'ana', email: 'ana@example.cl', response_url: 'https://example.cl/retorno' });
  });

  it('authorizes a charge and reads its status, a GET with no body', async () => {
    const details = [{ amount: 29_990, status: 'AUTHORIZED', response_code: 0, authorization_code: '1213', buy_order: 'BC1' }];
    answer = json(200, { buy_order: 'BC1', details });
    await expect(new Oneclick.MallTransaction(options()).authorize('ana', 'tbk-1', 'BC1', [new TransactionDetail(29_990, '597055555542', 'BC1')])).resolves.toMatchObject({ details });
    await expect(new Oneclick.MallTransaction(options()).status('BC1')).resolves.toMatchObject({ details });
    expect(received.map((entry) => [entry.method, entry.url, entry.body === '' ? 'no body' : 'body'])).toEqual([
      ['POST', `${ONECLICK}/transactions`, 'body'],
      ['GET', `${ONECLICK}/transactions/BC1`, 'no body'],
    ]);
  });

  it('deletes an inscription: a 204 with no body is `true`', async () => {
    answer = (_request, response) => {
      response.writeHead(204);
      response.end();
    };
    await expect(new Oneclick.MallInscription(options()).delete('tbk-1', 'ana')).resolves.toBe(true);
    expect(received[0]).toMatchObject({ method: 'DELETE', url: `${ONECLICK}/inscriptions`, body: JSON.stringify({ tbk_user: 'tbk-1', username: 'ana' }) });
  });

  it("rejects a 4xx with Transbank's error_message on the TransbankError's second line", async () => {
    answer = json(404, { error_message: 'Transaction not found' });
    await expect(new Oneclick.MallTransaction(options()).status('BC404')).rejects.toThrow('FetchAxiosError: Request failed with status code 404\nTransaction not found\n');
    answer = json(422, { error_message: 'Invalid value for parameter: buy_order' });
    await expect(new Oneclick.MallTransaction(options()).authorize('ana', 'tbk-1', 'BC1', [new TransactionDetail(1, '597055555542', 'BC1')])).rejects.toThrow(
      /status code 422\nInvalid value for parameter: buy_order/,
    );
  });

  it("rejects a 5xx that is not JSON as 'Unexpected error'", async () => {
    answer = (_request, response) => {
      response.writeHead(502, { 'content-type': 'text/html' });
      response.end('<html>Bad gateway</html>');
    };
    await expect(new Oneclick.MallTransaction(options()).status('BC1')).rejects.toThrow('FetchAxiosError: Request failed with status code 502\nUnexpected error\n');
  });

  it('times out after Options.timeout when the server never answers', async () => {
    answer = () => undefined;
    const started = Date.now();
    await expect(new Oneclick.MallTransaction(options(300)).status('BC1')).rejects.toThrow('FetchAxiosError: timeout of 300ms exceeded\nUnexpected error\n');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('rejects a refused connection with its cause', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    await expect(new Oneclick.MallTransaction(options(undefined, url)).status('BC1')).rejects.toThrow(/ECONNREFUSED.*\nUnexpected error\n/);
  });
});

describe('axios-fetch, the call shape', () => {
  it('answers status, parsed data and lower-case headers; keeps a body that is not JSON as text', async () => {
    answer = (_request, response) => {
      response.writeHead(200, { 'X-Request-Id': 'r-1', 'content-type': 'text/plain' });
      response.end('ok');
    };
    await expect(request({ url: `${baseUrl}/x` })).resolves.toMatchObject({ status: 200, data: 'ok', headers: { 'x-request-id': 'r-1' } });
  });

  it('rejects a non-2xx with response { status, data, headers }, as axios', async () => {
    answer = json(401, { error_message: 'not authorized' });
    const error = (await request({ method: 'post', url: `${baseUrl}/x`, data: { a: 1 } }).catch((caught: unknown) => caught)) as FetchAxiosError;
    expect(error).toBeInstanceOf(FetchAxiosError);
    expect(error.code).toBe('ERR_BAD_REQUEST');
    expect(error.response).toMatchObject({ status: 401, data: { error_message: 'not authorized' }, headers: { 'content-type': 'application/json;charset=UTF-8' } });
    expect(received[0]?.body).toBe('{"a":1}');
  });

  it('has no response and code ECONNABORTED on a timeout', async () => {
    answer = () => undefined;
    const error = (await request({ url: `${baseUrl}/x`, timeout: 100 }).catch((caught: unknown) => caught)) as FetchAxiosError;
    expect([error.message, error.code, error.response]).toEqual(['timeout of 100ms exceeded', 'ECONNABORTED', undefined]);
  });
});

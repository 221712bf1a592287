import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { load } from './api';

/** The rate of a run is its requests over the time they took, not over that time rounded up to whole seconds. */
describe('the API bench load', () => {
  const server = http.createServer((_request, response) => response.end('{}'));
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('measures a run shorter than a second by its own duration', async () => {
    const startedAt = Date.now();
    const result = await load({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, headers: {} }, 200);
    const wallSeconds = (Date.now() - startedAt) / 1000;

    expect(result.errors).toBe(0);
    // 200 answers of a local server take a fraction of a second: rounded up to one, the rate read 200 at most.
    expect(result.rps).toBeGreaterThan(200 / wallSeconds);
    expect(result.rps).toBeGreaterThan(200);
  });
});

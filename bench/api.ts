/**
 * Figures of the API under load for `npm run bench`: autocannon against GET /api/me with the demo
 * client's real ID token, API_CONNECTIONS connections for API_REQUESTS requests, and, at the same
 * concurrency, a direct GetItem of the same user document on DynamoDB Local, so that the gateway's
 * and the function's own overhead shows as a ratio.
 *
 * On a shared machine one pair of runs says more about the neighbours than about the API: both
 * targets are warmed up first (JIT, connections, DynamoDB Local's own warm-up), then measured in
 * API_ROUNDS rounds, each an /api/me run right before a GetItem run under the same load, and each
 * figure is the median over the rounds (the ratio: the median of the rounds' own ratios).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { BenchFigure } from './public-site';

const API_CONNECTIONS = Number(process.env.BENCH_API_CONNECTIONS ?? 50);
const API_REQUESTS = Number(process.env.BENCH_API_REQUESTS ?? 5000);
const API_ROUNDS = Number(process.env.BENCH_API_ROUNDS ?? 3);
const WARMUP_REQUESTS = Number(process.env.BENCH_API_WARMUP ?? 1000);
const autocannonBin = path.resolve(__dirname, '..', 'node_modules', '.bin', 'autocannon');

interface AutocannonResult {
  requests: { total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  duration: number;
}

type Target = { url: string; method?: string; headers: Record<string, string>; body?: string };

/**
 * autocannon checks whether a run of `-a` requests is over at each sample tick, every second by
 * default: a run's duration, and so its rate, came out rounded up to the next whole second (a run of
 * 1.1 s read as 2 s, its rate nearly halved). A tick every 10 ms ends the run within 10 ms of its last answer.
 */
const SAMPLE_INTERVAL_MS = 10;

/** One autocannon run (its CLI, JSON out): requests a second, p50 and p99 latency, and every answer that was not a 2xx. */
export const load = async ({ url, ...options }: Target, requests = API_REQUESTS) => {
  const args = ['--json', '-c', String(API_CONNECTIONS), '-a', String(requests), '-L', String(SAMPLE_INTERVAL_MS), '-m', options.method ?? 'GET'];
  for (const [name, value] of Object.entries(options.headers)) args.push('-H', `${name}=${value}`);
  if (options.body) args.push('-b', options.body);
  const { stdout } = await promisify(execFile)(autocannonBin, [...args, url], { maxBuffer: 64 * 1024 * 1024 });
  const result = JSON.parse(stdout) as AutocannonResult;
  return {
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
};

/** `token`: a user's ID token; `dynamoEndpoint`, `usersTable`: where the stack keeps that user's document. */
export async function benchApi(baseUrl: string, token: string, dynamo: { endpoint: string; usersTable: string }): Promise<BenchFigure[]> {
  const me = await fetch(`${baseUrl}/api/me`, { headers: { authorization: `Bearer ${token}` } });
  if (me.status !== 200) throw new Error(`GET /api/me answered ${me.status}`);
  const { uid } = (await me.json()) as { uid: string };
  const meTarget: Target = { url: `${baseUrl}/api/me`, headers: { authorization: `Bearer ${token}` } };
  // DynamoDB Local reads the access key from the Authorization header and does not check the signature.
  const getItemTarget: Target = {
    url: dynamo.endpoint,
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.0',
      'x-amz-target': 'DynamoDB_20120810.GetItem',
      authorization: 'AWS4-HMAC-SHA256 Credential=local/20260101/us-east-1/dynamodb/aws4_request, SignedHeaders=host, Signature=0',
    },
    body: JSON.stringify({ TableName: dynamo.usersTable, Key: { uid: { S: uid } }, ConsistentRead: true }),
  };
  await load(meTarget, WARMUP_REQUESTS);
  await load(getItemTarget, WARMUP_REQUESTS);
  const rounds: { api: Awaited<ReturnType<typeof load>>; direct: Awaited<ReturnType<typeof load>> }[] = [];
  for (let round = 0; round < API_ROUNDS; round += 1) rounds.push({ api: await load(meTarget), direct: await load(getItemTarget) });
  const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
  const of = (side: 'api' | 'direct') => ({
    rps: median(rounds.map((round) => round[side].rps)),
    p50: median(rounds.map((round) => round[side].p50)),
    p99: median(rounds.map((round) => round[side].p99)),
    errors: rounds.reduce((sum, round) => sum + round[side].errors, 0),
  });
  const api = of('api');
  const direct = of('direct');
  return [
    { name: 'me_rps', value: api.rps, unit: 'req/s' },
    { name: 'me_p50', value: api.p50, unit: 'ms' },
    { name: 'me_p99', value: api.p99, unit: 'ms' },
    { name: 'me_errors', value: api.errors, unit: 'errors' },
    { name: 'dynamo_getitem_rps', value: direct.rps, unit: 'req/s' },
    { name: 'dynamo_getitem_p50', value: direct.p50, unit: 'ms' },
    { name: 'dynamo_getitem_p99', value: direct.p99, unit: 'ms' },
    { name: 'dynamo_getitem_errors', value: direct.errors, unit: 'errors' },
    { name: 'me_p50_ratio_to_dynamo_getitem', value: median(rounds.map((round) => round.api.p50 / round.direct.p50)), unit: 'x' },
    { name: 'me_rps_ratio_to_dynamo_getitem', value: median(rounds.map((round) => round.api.rps / round.direct.rps)), unit: 'x' },
    { name: 'me_rps_ratio_rounds', value: rounds.length, unit: 'rounds' },
  ];
}

/**
 * Figures of the functions for `npm run bench` (alone: `npm run bench -- --only functions`): each
 * function bundled as the CDK stack bundles it (`lambdaEsbuildOptions`), its size minified and gzip,
 * the part that is not the AWS SDK (`@aws-sdk/*`, `@smithy/*`), and its cold import: the median of
 * COLD_RUNS fresh Node processes that each `require` the bundle once, with the flags Lambda's Node
 * gets (`--enable-source-maps`). The same figures for a reference handler that bundles only the
 * DynamoDB document client, and each function's cold import as a ratio to it. The HTTP functions are
 * measured in both shapes: as deployed (one per feature folder, its generated router) and one per
 * route; and the stack's CloudFormation resource count (bench/template.ts). Each cold import is timed twice, in
 * wall-clock and in CPU time (user + system): on a machine shared with other work the wall time moves with the
 * load, the CPU time much less, so the CPU ratios are the ones to compare across runs.
 *
 * Targets: non-SDK code <= 100 KB minified in every function; every median cold import <= 1.3x the reference's.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { lambdaBundling, lambdaEsbuildOptions } from '../infra/lib/constructs/bundling';
import { googleIdentityProvider } from '../infra/lib/user-pool';
import { buckets } from '../shared/data/buckets';
import { scheduledJobs } from '../shared/data/jobs';
import { tables, type TableDefinition } from '../shared/data/tables';
import { eventCatalogue } from '../shared/events';
import { liveHandlers } from '../shared/live';
import { routeList } from '../shared/routes';
import { httpFunctions } from '../infra/lib/http-functions';
import { sdkInputs } from './sdk-inputs';
import { benchTemplate } from './template';
import type { BenchFigure } from './public-site';

const repoRoot = path.resolve(__dirname, '..');
// Inside the repository, so that a bundle that leaves a module out finds it in node_modules, as Lambda finds the runtime's SDK.
const outDir = path.join(repoRoot, '.bench', 'functions');
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 10);
const REFERENCE = 'reference/dynamodb-document-client';
const REFERENCE_ALIASED = 'reference/dynamodb-document-client-bundled-as-the-functions';

const referenceSource = `
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient({}));
export const handler = async () => (await dynamo.send(new GetCommand({ TableName: process.env.TABLE ?? 'users', Key: { pk: 'x' } }))).Item;
`;

interface FunctionEntry {
  name: string;
  file: string;
}
const moduleEntry = (module: string): FunctionEntry => ({ name: module, file: path.join(repoRoot, 'lambdas', `${module}.ts`) });

/**
 * Every function the stack deploys: one per feature folder of lambdas/http/ (its generated router), each
 * event consumer, table stream consumer, live socket handler, job and trigger (bench/functions.test.ts
 * compares the count with the template's).
 */
export const deployedFunctions = (): FunctionEntry[] => [
  ...httpFunctions().map((fn) => ({ name: fn.name, file: fn.entry })),
  ...[
    ...new Set([
      ...eventCatalogue.flatMap((event) => event.consumers),
      ...(tables as readonly TableDefinition[]).flatMap((table) => table.streamConsumers ?? []),
      ...Object.values(liveHandlers),
      ...scheduledJobs.flatMap((job) => [job.handler, job.worker.handler]),
      googleIdentityProvider.preSignUpTrigger,
    ]),
  ]
    .sort()
    .map(moduleEntry),
];

/** The other shape, for comparison: one function per route, as before the grouping. */
const perRouteFunctions = (): FunctionEntry[] => routeList.map((route) => ({ ...moduleEntry(route.handler), name: `route ${route.handler}` }));

/** The variables the stack sets (lambdas/lib/env.ts), with made-up values. */
const lambdaEnv = {
  ...process.env,
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  NODE_OPTIONS: '--enable-source-maps',
  // What Lambda sets for a function that logs in its JSON format (infra/lib/logs.ts `functionLogging`).
  AWS_LAMBDA_LOG_FORMAT: 'JSON',
  AWS_LAMBDA_LOG_LEVEL: 'INFO',
  STAGE: 'bench',
  ...Object.fromEntries([...tables, ...buckets].map((definition) => [definition.envVar, definition.name])),
  SITE_URL: 'https://example.cl',
  MAIL_FROM: 'no-reply@example.cl',
  SUPPORT_INBOX: 'support@example.cl',
  USER_POOL_ID: 'us-east-1_bench',
  USER_POOL_CLIENT_ID: 'bench',
  EVENT_BUS_NAME: 'bench',
};


interface Bundle {
  name: string;
  file: string;
  bytes: number;
  gzip: number;
  ownBytes: number;
}

const bundle = async (name: string, entry: { file: string } | { source: string }, options = lambdaEsbuildOptions()): Promise<Bundle> => {
  const outfile = path.join(outDir, name, 'index.js');
  const result = await build({
    ...options,
    ...('file' in entry ? { entryPoints: [entry.file] } : { stdin: { contents: entry.source, resolveDir: repoRoot, loader: 'ts', sourcefile: `${name}.ts` } }),
    outfile,
    metafile: true,
    logLevel: 'silent',
  });
  const code = readFileSync(outfile);
  // What fills each bundle, for esbuild's analyzer (https://esbuild.github.io/analyze/).
  writeFileSync(path.join(outDir, name, 'meta.json'), JSON.stringify(result.metafile));
  const output = result.metafile.outputs[path.relative(process.cwd(), outfile)];
  const inputs = Object.entries(output?.inputs ?? {});
  const sdk = sdkInputs(result.metafile);
  const sdkBytes = inputs.filter(([input]) => sdk.has(input)).reduce((sum, [, input]) => sum + input.bytesInOutput, 0);
  return { name, file: outfile, bytes: code.length, gzip: gzipSync(code).length, ownBytes: code.length - sdkBytes };
};

interface ColdImport {
  /** Wall-clock milliseconds of the `require`. */
  ms: number;
  /** CPU milliseconds (user + system) of the `require`: what the code costs, unlike wall time not inflated by other work on the machine. */
  cpuMs: number;
}

const coldImport = (file: string): ColdImport => {
  const script = `const c=process.cpuUsage(),t=performance.now();require(${JSON.stringify(file)});const w=performance.now()-t,u=process.cpuUsage(c);process.stdout.write(JSON.stringify({ms:w,cpuMs:(u.user+u.system)/1000}));`;
  // stderr ignored: the SDK warns once per process on Node versions it will stop supporting.
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: path.dirname(file), env: lambdaEnv, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })) as ColdImport;
};

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** Median cold import (wall and CPU) of each bundle, one process at a time (the bench machine is small), the bundles interleaved run by run. */
const coldImports = (bundles: Bundle[], progress: (line: string) => void): Map<string, ColdImport> => {
  const times = new Map<string, ColdImport[]>(bundles.map((entry) => [entry.name, []]));
  for (let run = 0; run < COLD_RUNS; run += 1) {
    progress(`functions: cold imports, run ${run + 1} of ${COLD_RUNS}`);
    for (const entry of bundles) times.get(entry.name)?.push(coldImport(entry.file));
  }
  return new Map([...times].map(([name, values]) => [name, { ms: median(values.map((value) => value.ms)), cpuMs: median(values.map((value) => value.cpuMs)) }]));
};

const kb = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;

export async function benchFunctions(progress: (line: string) => void = (line) => console.error(line)): Promise<BenchFigure[]> {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'package.json'), '{"type":"commonjs"}');
  const deployed = deployedFunctions();
  const perRoute = perRouteFunctions();
  progress(`functions: bundling ${deployed.length} functions, ${perRoute.length} per-route functions and the reference`);
  // The reference always carries its SDK client, minified, as published: none of the functions' aliases
  // (bundling.ts), so not their credentials module either. The same handler bundled as the functions are
  // shows what the aliases alone change.
  const { esbuildArgs: _aliases, ...asPublished } = lambdaBundling;
  const reference = await bundle(REFERENCE, { source: referenceSource }, lambdaEsbuildOptions({ ...asPublished, externalModules: [] }));
  const referenceAliased = await bundle(REFERENCE_ALIASED, { source: referenceSource });
  const bundles: Bundle[] = [];
  for (const entry of deployed) bundles.push(await bundle(entry.name, { file: entry.file }));
  const routeBundles: Bundle[] = [];
  for (const entry of perRoute) routeBundles.push(await bundle(entry.name, { file: entry.file }));
  const medians = coldImports([reference, referenceAliased, ...bundles, ...routeBundles], progress);
  const referenceMs = medians.get(REFERENCE)?.ms ?? Number.NaN;
  const referenceCpuMs = medians.get(REFERENCE)?.cpuMs ?? Number.NaN;
  const ratioOf = (entry: Bundle) => (medians.get(entry.name)?.ms ?? Number.NaN) / referenceMs;
  const cpuRatioOf = (entry: Bundle) => (medians.get(entry.name)?.cpuMs ?? Number.NaN) / referenceCpuMs;
  const figures: BenchFigure[] = [
    ...benchTemplate(),
    { name: 'functions count', value: bundles.length, unit: 'functions' },
    { name: `function ${REFERENCE} minified`, value: kb(reference.bytes), unit: 'KB' },
    { name: `function ${REFERENCE} gzip`, value: kb(reference.gzip), unit: 'KB' },
    { name: `function ${REFERENCE} cold import`, value: referenceMs, unit: 'ms' },
    { name: `function ${REFERENCE} cold import CPU`, value: referenceCpuMs, unit: 'ms' },
    { name: `function ${REFERENCE_ALIASED} minified`, value: kb(referenceAliased.bytes), unit: 'KB' },
    { name: `function ${REFERENCE_ALIASED} cold import CPU ratio to reference`, value: cpuRatioOf(referenceAliased), unit: 'x' },
  ];
  for (const entry of [...bundles, ...routeBundles]) {
    const ms = medians.get(entry.name)?.ms ?? Number.NaN;
    figures.push(
      { name: `function ${entry.name} minified`, value: kb(entry.bytes), unit: 'KB' },
      { name: `function ${entry.name} gzip`, value: kb(entry.gzip), unit: 'KB' },
      { name: `function ${entry.name} own code and non-SDK libraries`, value: kb(entry.ownBytes), unit: 'KB' },
      { name: `function ${entry.name} cold import`, value: ms, unit: 'ms' },
      { name: `function ${entry.name} cold import ratio to reference`, value: ms / referenceMs, unit: 'x' },
      { name: `function ${entry.name} cold import CPU ratio to reference`, value: cpuRatioOf(entry), unit: 'x' },
    );
  }
  const worst = [...bundles].sort((a, b) => ratioOf(b) - ratioOf(a));
  worst.slice(0, 3).forEach((entry, index) => figures.push({ name: `functions worst cold import ${index + 1} (${entry.name}) ratio to reference`, value: ratioOf(entry), unit: 'x' }));
  const worstCpu = [...bundles].sort((a, b) => cpuRatioOf(b) - cpuRatioOf(a));
  worstCpu.slice(0, 3).forEach((entry, index) => figures.push({ name: `functions worst cold import CPU ${index + 1} (${entry.name}) ratio to reference`, value: cpuRatioOf(entry), unit: 'x' }));
  // Both shapes side by side: the deployed one (a function per feature folder) and one function per route.
  for (const [shape, shapeBundles] of [
    ['functions', bundles],
    ['per-route functions', routeBundles],
  ] as const) {
    figures.push(
      { name: `${shape} max own code and non-SDK libraries`, value: kb(Math.max(...shapeBundles.map((entry) => entry.ownBytes))), unit: 'KB' },
      { name: `${shape} median cold import ratio to reference`, value: median(shapeBundles.map(ratioOf)), unit: 'x' },
      { name: `${shape} max cold import ratio to reference`, value: Math.max(...shapeBundles.map(ratioOf)), unit: 'x' },
      { name: `${shape} median cold import CPU ratio to reference`, value: median(shapeBundles.map(cpuRatioOf)), unit: 'x' },
      { name: `${shape} max cold import CPU ratio to reference`, value: Math.max(...shapeBundles.map(cpuRatioOf)), unit: 'x' },
    );
  }
  return figures;
}

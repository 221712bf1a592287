import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eventCatalogue } from '../../shared/events';
import { routeKey, routeList } from '../../shared/routes';
import { repoRoot } from '../lib/constructs/app-function';
import { featureOf, httpFunctionOf } from '../lib/http-functions';
import { scheduledJobs } from '../../shared/data/jobs';
import { tables, type TableDefinition } from '../../shared/data/tables';

/**
 * The route table, the event catalogue and the job list against the handler modules: every
 * entry has its module, bound to that same entry, and no module is left that nothing runs.
 */
const lambdasDir = path.join(repoRoot, 'lambdas');

/** The handler modules in a folder of lambdas/, as the tables name them (`http/me/get-me`); tests and access files aside. */
const modulesUnder = (folder: string): string[] =>
  readdirSync(path.join(lambdasDir, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && path.basename(file) !== 'access.ts')
    .map((file) => `${folder}/${file.replace(/\.ts$/, '').split(path.sep).join('/')}`)
    .sort();

const exportsOf = async (module: string) => (await import(path.join(lambdasDir, `${module}.ts`))) as { handler?: unknown };

const consumers = [...new Set(eventCatalogue.flatMap((event) => event.consumers))];

describe('every route', () => {
  it.each(routeList.map((route) => [routeKey(route), route] as const))('%s has its handler module, bound to this route', async (_key, route) => {
    expect(existsSync(path.join(lambdasDir, `${route.handler}.ts`))).toBe(true);
    const { handler } = await exportsOf(route.handler);
    expect(typeof handler).toBe('function');
    expect((handler as { route?: unknown }).route).toBe(route);
  });

  it.each(routeList.map((route) => [routeKey(route), route] as const))('%s is served by the function of its feature folder', (_key, route) => {
    const fn = httpFunctionOf(route);
    expect(fn.name).toBe(featureOf(route.handler));
    expect(fn.routes).toContain(route);
  });
});

describe('every handler module', () => {
  it('under lambdas/http/ is named by exactly one route', () => {
    const named = routeList.map((route) => route.handler);
    expect(modulesUnder('http').map((module) => [module, named.filter((handler) => handler === module).length])).toEqual(
      modulesUnder('http').map((module) => [module, 1]),
    );
  });

  it('under lambdas/events/ consumes at least one event of the catalogue, and each consumer exists', async () => {
    const streamConsumersHere = (tables as readonly TableDefinition[]).flatMap((table) => table.streamConsumers ?? []).filter((module) => module.startsWith('events/'));
    expect(modulesUnder('events')).toEqual([...consumers, ...streamConsumersHere].sort());
    for (const consumer of consumers) expect(typeof (await exportsOf(consumer)).handler).toBe('function');
  });

  it('under lambdas/jobs/ is a scheduled driver or its worker exactly once, and each exists', async () => {
    const modules = scheduledJobs.flatMap((job) => [job.handler, job.worker.handler]);
    expect(modulesUnder('jobs')).toEqual(modules.sort());
    for (const module of modules) expect(typeof (await exportsOf(module)).handler).toBe('function');
  });
});

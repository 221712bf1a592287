import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { routeKey, routeList } from '../../shared/routes';
import { featureEntrySource, featureOf, httpFunctions } from '../lib/http-functions';

const lambdasHttp = path.join(__dirname, '..', '..', 'lambdas', 'http');

describe('the HTTP functions, one per feature folder of lambdas/http/', () => {
  const functions = httpFunctions();

  it('are one per folder that holds a route handler, and serve every route once', () => {
    const folders = readdirSync(lambdasHttp, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(functions.map((fn) => fn.name).sort()).toEqual(folders.map((folder) => `http/${folder.name}`).sort());
    expect(functions.flatMap((fn) => fn.routes.map(routeKey)).sort()).toEqual(routeList.map(routeKey).sort());
  });

  it.each(functions.map((fn) => [fn.name, fn] as const))('%s: its written entry routes to exactly its handlers', (_name, fn) => {
    const source = readFileSync(fn.entry, 'utf8');
    expect(source).toBe(featureEntrySource(fn.name, fn.routes));
    const imported = [...source.matchAll(/from '\.\.\/\.\.\/lambdas\/(http\/[^']+)'/g)].map((match) => match[1]);
    expect(imported).toEqual(fn.routes.map((route) => route.handler));
    expect(fn.routes.every((route) => featureOf(route.handler) === fn.name)).toBe(true);
  });

  it('groups a route by the folder of its handler, and refuses a handler outside http/<feature>/', () => {
    expect(featureOf('http/me/get-me')).toBe('http/me');
    expect(() => featureOf('http/get-me')).toThrow('is not at http/<feature>/<name>');
    expect(() => featureOf('events/audit-recorder')).toThrow('is not at http/<feature>/<name>');
  });

  it('name their routes in the description, within the 256 characters CloudFormation keeps', () => {
    for (const fn of functions) expect(fn.description.length).toBeLessThanOrEqual(256);
    expect(functions.find((fn) => fn.name === 'http/support')?.description).toMatch(/^http\/support: GET \/api\/support\/tickets, POST \/api\/support\/tickets(, |$)/);
  });
});

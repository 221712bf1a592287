import { build } from 'esbuild';
import { routeList, type Route } from '../../shared/routes';
import { lambdaEsbuildOptions } from '../lib/constructs/bundling';
import { httpFunctions, type HttpFunction } from '../lib/http-functions';

/** A function's generated entry bundled as NodejsFunction bundles it (no file written): its text and the modules it kept. */
const bundleOnce = async (fn: HttpFunction) => {
  const result = await build({
    ...lambdaEsbuildOptions(),
    sourcemap: false,
    entryPoints: [fn.entry],
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const [output] = Object.values(result.metafile.outputs);
  const kept = Object.entries(output?.inputs ?? {}).filter(([, input]) => input.bytesInOutput > 0);
  return { text: result.outputFiles[0]?.text ?? '', modules: kept.map(([module]) => module) };
};

const bundles = new Map<string, ReturnType<typeof bundleOnce>>();
const bundle = (fn: HttpFunction) => {
  const built = bundles.get(fn.name) ?? bundleOnce(fn);
  bundles.set(fn.name, built);
  return built;
};

const othersThan = (fn: HttpFunction): Route[] => routeList.filter((route) => !fn.routes.includes(route));

/**
 * Each function bundles, and builds at import, only its own routes of the route table and the schemas
 * they name (shared/route-table.ts: one export per route, imported by the handlers as a namespace).
 */
describe('an HTTP function bundles only its own routes', () => {
  const functions = httpFunctions();
  const named = (name: string): HttpFunction => {
    const found = functions.find((fn) => fn.name === name);
    if (!found) throw new Error(`No function ${name}`);
    return found;
  };

  it.each(functions.map((fn) => [fn.name, fn] as const))('%s: its own routes, no other function\'s', async (_name, fn) => {
    const { text } = await bundle(fn);
    for (const route of fn.routes) expect(text).toContain(`"${route.path}"`);
    expect(othersThan(fn).filter((route) => text.includes(`"${route.path}"`)).map((route) => route.path)).toEqual([]);
  }, 60_000);

  it('http/health: no route schema at all', async () => {
    const health = named('http/health');
    const { text, modules } = await bundle(health);
    // The support inbox's query field, the admin users' cursor rule: schemas of other features' routes.
    expect(text).not.toContain('olderThanDays');
    expect(text).not.toContain('{1,2048}');
    expect(modules.filter((module) => /^shared\/(schemas|admin|profile|support|support-desk|billing|reminders|federation)\.ts$/.test(module))).toEqual([]);
  }, 60_000);

  it('http/mail: its own routes\' schemas, not another feature\'s', async () => {
    const { text } = await bundle(named('http/mail'));
    expect(text).toContain('activationLink');
    expect(text).not.toContain('olderThanDays');
  }, 60_000);
});

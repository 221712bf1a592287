import { build } from 'esbuild';
import { deployedFunctions } from '../../bench/functions';
import { lambdaEsbuildOptions } from '../lib/constructs/bundling';
import { httpFunctions } from '../lib/http-functions';

/**
 * A function's bundle holds only the schemas it uses. A module that a bundle keeps builds every
 * module-level zod schema it declares at each cold start, read or not; so a route's body and query
 * schemas live in the module of its operation (shared/contracts/<feature>/<operation>.ts), which only
 * its handler (and the web's call) imports, and a piece that several schemas share is a function.
 *
 * Each function is bundled as the stack bundles it, with its names kept: a module-level schema (a name
 * ending in `Schema`, the house's convention) that the bundle declares and never names again is one it
 * builds for nothing; and the operation modules it keeps are those of its own routes.
 */
const bundleOnce = async (entry: string) => {
  const result = await build({
    ...lambdaEsbuildOptions(),
    minify: false,
    minifySyntax: true,
    sourcemap: false,
    entryPoints: [entry],
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const text = result.outputFiles[0]?.text ?? '';
  // Our modules' parts of the bundle: each starts with a `// path` line; the libraries' are left out.
  const ours = text.split(/^(?=\/\/ \S+\.[jt]sx?$)/m).filter((part) => /^\/\/ (shared|lambdas|infra)\//.test(part));
  // A declaration `nameSchema = ...` (not a property `x.nameSchema =`, not `==` or an arrow's `=>`).
  const declared = [...new Set(ours.flatMap((part) => [...part.matchAll(/(?<![\w$.])(\w*Schema) = /g)].map((match) => match[1] ?? '')))];
  const mentions = (name: string) => text.match(new RegExp(`(?<![\\w$.])${name}(?![\\w$])`, 'g'))?.length ?? 0;
  const [output] = Object.values(result.metafile.outputs);
  const operations = Object.entries(output?.inputs ?? {})
    .filter(([input, used]) => used.bytesInOutput > 0 && /^shared\/contracts\/[\w-]+\/[\w-]+\.ts$/.test(input))
    .map(([input]) => input);
  return { declared, unread: declared.filter((name) => mentions(name) === 1), operations };
};

const functions = deployedFunctions();
const bundles = new Map<string, ReturnType<typeof bundleOnce>>();
const bundle = (name: string) => {
  const fn = functions.find((candidate) => candidate.name === name);
  if (!fn) throw new Error(`No function ${name}`);
  const built = bundles.get(name) ?? bundleOnce(fn.file);
  bundles.set(name, built);
  return built;
};
const http = new Map(httpFunctions().map((fn) => [fn.name, fn]));
/** The operation modules of a function's own routes (none for a function that serves no route). */
const operationModules = new Set([...http.values()].flatMap((fn) => fn.routes.map((route) => `shared/contracts/${route.handler.replace(/^http\//, '')}.ts`)));
/** Whether a module of shared/contracts/ declares a route, rather than a schema that several operations share. */
const isOperation = (module: string): boolean => operationModules.has(module);
const ownOperations = (name: string): string[] => (http.get(name)?.routes ?? []).map((route) => `shared/contracts/${route.handler.replace(/^http\//, '')}.ts`);

describe('a function bundles only the schemas it uses', () => {
  it.each(functions.map((fn) => [fn.name]))('%s: no schema built and never read; no other function\'s operation', async (name) => {
    const { unread, operations } = await bundle(name);
    expect(unread).toEqual([]);
    const own = ownOperations(name);
    expect(own.filter((module) => !operations.includes(module))).toEqual([]);
    expect(operations.filter((module) => isOperation(module) && !own.includes(module))).toEqual([]);
  }, 60_000);

  it('events/mailer builds no request body, query or household-profile schema (it serves no route and reads no profile)', async () => {
    const { declared, operations } = await bundle('events/mailer');
    expect(operations).toEqual([]);
    expect(declared.filter((name) => /(Body|Query)Schema$|^household/.test(name))).toEqual([]);
  }, 60_000);

  it("http/me builds its own body schemas (the profile's, a claim's) and the household profile it validates, and no other route's", async () => {
    const { declared } = await bundle('http/me');
    expect(declared).toEqual(expect.arrayContaining(['updateMeBodySchema', 'householdProfileSchema']));
    expect(declared.filter((name) => /(Body|Query)Schema$/.test(name)).sort()).toEqual(['claimBodySchema', 'updateMeBodySchema']);
  }, 60_000);
});


import { build } from 'esbuild';
import { deployedFunctions } from '../../bench/functions';
import { lambdaEsbuildOptions } from '../lib/constructs/bundling';

/**
 * No function builds, at import, a zod schema it never reads (cold starts: each one is built at every
 * cold start). esbuild ignores zod's `@__NO_SIDE_EFFECTS__` for calls made from our files, so a plain
 * `export const x = z.object(...)` stays in every function that imports its module; the schemas of
 * shared/ are built in `/* @__PURE__ *\/ pure(() => ...)` statements instead (shared/pure.ts).
 *
 * Each function is bundled as the stack bundles it, but with its names kept: a module-level schema
 * (a name ending in `Schema`, the house's convention) that the bundle defines and never names again
 * is one it builds for nothing.
 */
const builtSchemas = async (entry: string) => {
  const result = await build({
    ...lambdaEsbuildOptions(),
    minify: false,
    minifySyntax: true,
    sourcemap: false,
    entryPoints: [entry],
    write: false,
    logLevel: 'silent',
  });
  const text = result.outputFiles[0]?.text ?? '';
  // Our modules' parts of the bundle: each starts with a `// path` line; the libraries' are left out.
  const ours = text.split(/^(?=\/\/ \S+\.[jt]sx?$)/m).filter((part) => /^\/\/ (shared|lambdas|infra)\//.test(part));
  // A declaration `nameSchema = ...` (not a property `x.nameSchema =`, not `==` or an arrow's `=>`).
  const defined = [...new Set(ours.flatMap((part) => [...part.matchAll(/(?<![\w$.])(\w*Schema) = /g)].map((match) => match[1] ?? '')))];
  const mentions = (name: string) => text.match(new RegExp(`(?<![\\w$.])${name}(?![\\w$])`, 'g'))?.length ?? 0;
  return { defined, unread: defined.filter((name) => mentions(name) === 1) };
};

const functions = deployedFunctions();
const bundles = new Map<string, ReturnType<typeof builtSchemas>>();
const bundle = (name: string) => {
  const fn = functions.find((candidate) => candidate.name === name);
  if (!fn) throw new Error(`No function ${name}`);
  const built = bundles.get(name) ?? builtSchemas(fn.file);
  bundles.set(name, built);
  return built;
};

describe('a function builds at import only the schemas it reads', () => {
  it.each(functions.map((fn) => [fn.name]))('%s: no schema defined and never read', async (name) => {
    expect((await bundle(name)).unread).toEqual([]);
  }, 60_000);

  it('events/mailer builds no request body, query or household-profile schema (it serves no route and reads no profile)', async () => {
    const { defined } = await bundle('events/mailer');
    expect(defined.filter((name) => /(Body|Query)Schema$|^household/.test(name))).toEqual([]);
  }, 60_000);

  it('http/me builds its own body schema and the household profile it validates, and no other route\'s', async () => {
    const { defined } = await bundle('http/me');
    expect(defined).toEqual(expect.arrayContaining(['updateMeBodySchema', 'householdProfileSchema']));
    expect(defined.filter((name) => /(Body|Query)Schema$/.test(name))).toEqual(['updateMeBodySchema']);
  }, 60_000);
});

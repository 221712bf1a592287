import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The AWS SDK clients as the functions bundle them: each client of lambdas/lib/clients/, copied from
 * node_modules to .generated/sdk/ with the trait keys of its schemas written as literal strings.
 *
 * The SDK's generated schemas key their traits by a constant of the module (`{ [_h]: ["GET", "/{Key+}"] }`).
 * esbuild counts a computed key as a possible side effect (it could call a getter or `toString`), so it
 * keeps every schema of a client, used or not: all 481 of S3's, 64 KB of `http/profile-image`, and about
 * a fifth of its cold import (aws/aws-sdk-js-v3#7607). The fix upstream, smithy-lang/smithy-typescript#1889,
 * generates literal keys (`{ "http": [...] }`); this writes the same keys into a copy until a release of
 * the SDK has them, and then has nothing left to replace.
 * The bundles alias each client's package to its copy (bundling.ts); the copy's own imports (smithy, the
 * SDK's core) still resolve from node_modules. Rewritten when the client's version or this rewrite changes.
 */

const repoRoot = path.resolve(__dirname, '../../..');
const generatedRoot = path.join(repoRoot, '.generated', 'sdk');
/** Changes when the rewrite below changes, so that older copies are written again. */
const REWRITE = 'literal-trait-keys-1';

/** The client packages the functions create (one module per client in lambdas/lib/clients/). */
export const bundledClientPackages = (): string[] => {
  const directory = path.join(repoRoot, 'lambdas', 'lib', 'clients');
  const sources = readdirSync(directory).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const packages = sources.flatMap((file) => [...readFileSync(path.join(directory, file), 'utf8').matchAll(/from '(@aws-sdk\/client-[a-z0-9-]+)'/g)].map((match) => match[1] ?? ''));
  return [...new Set(packages)].sort();
};

/** A schemas module with each `[_x]:` key whose constant is a string of the module written as that string. */
export const withLiteralTraitKeys = (source: string): string => {
  const constants = new Map([...source.matchAll(/^const (_\w+) = ("[^"\\]*");$/gm)].map((match) => [match[1] ?? '', match[2] ?? '']));
  return source.replace(/\[(_\w+)\]:/g, (key, name: string) => {
    const value = constants.get(name);
    return value === undefined ? key : `${value}:`;
  });
};

/** Where the bundles find `packageName` (`@aws-sdk/client-s3`): its copy, written first if missing or stale. */
export const bundledClientPath = (packageName: string): string => {
  const source = path.join(repoRoot, 'node_modules', packageName);
  const { version } = JSON.parse(readFileSync(path.join(source, 'package.json'), 'utf8')) as { version: string };
  const stamp = `${packageName}@${version} ${REWRITE}`;
  const target = path.join(generatedRoot, packageName.replace('/', '__'));
  const stampFile = path.join(target, '.rewrite');
  const current = () => existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp;
  if (current()) return target;

  // Written aside and renamed into place: test workers and the bench may bundle at the same time.
  mkdirSync(generatedRoot, { recursive: true });
  const staging = mkdtempSync(`${target}.staging-`);
  cpSync(path.join(source, 'package.json'), path.join(staging, 'package.json'));
  cpSync(path.join(source, 'dist-es'), path.join(staging, 'dist-es'), { recursive: true });
  const schemas = path.join(staging, 'dist-es', 'schemas');
  for (const file of existsSync(schemas) ? readdirSync(schemas) : []) {
    const module = path.join(schemas, file);
    writeFileSync(module, withLiteralTraitKeys(readFileSync(module, 'utf8')));
  }
  writeFileSync(path.join(staging, '.rewrite'), stamp);
  // A stale copy goes (the client was updated); a current one, put in place meanwhile, stays.
  if (!current()) rmSync(target, { recursive: true, force: true });
  try {
    renameSync(staging, target);
  } catch {
    // Another process put its copy in place first: the same bytes.
    rmSync(staging, { recursive: true, force: true });
  }
  return target;
};

/** The package a bundle's input belongs to (a client's copy counts as its package), or undefined for the project's own modules. */
export const packageOfInput = (input: string): string | undefined => {
  const copy = /^\.generated\/sdk\/(@[^/]+)__([^/]+)\//.exec(input);
  return copy ? `${copy[1]}/${copy[2]}` : /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1];
};

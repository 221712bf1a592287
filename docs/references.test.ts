import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The comments and documents stay true to the repository: every `§N` names a section of
 * docs/product.md, every repository path a comment or a document names exists, and every file
 * named by itself (a test, a repository or a service module) is a file somewhere in the repository.
 */
const root = path.resolve(__dirname, '..');
const tracked = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx|cjs|mjs|md|css|html|json)$/.test(file) && !file.endsWith('package-lock.json') && existsSync(path.join(root, file)));
const basenames = new Set(tracked.map((file) => path.basename(file)));
/** What a text says once its addresses are gone: a URL names no repository path. */
const text = (file: string): string => readFileSync(path.join(root, file), 'utf8').replace(/[a-z][a-z+.-]*:\/\/[^\s)'"`>\]]+/gi, ' ');
/** A path as code imports it names a file without its extension, or a folder's index. */
const exists = (name: string): boolean => ['', '.ts', '.tsx', '.js', '.cjs', '.mjs', '.json', '/index.ts', '/index.tsx'].some((ending) => existsSync(path.join(root, name + ending)));
const lineOf = (content: string, index: number): number => content.slice(0, index).split('\n').length;

const builtFolders = ['web/dist', '.bench/', 'cdk.out'];
const topFolders = ['web', 'lambdas', 'infra', 'shared', 'docs', 'e2e', 'bench'];
/** A name with a placeholder or a pattern (`http/<feature>/`, `*.repository.ts`, `${stage}`) names many paths, not one. */
const isPattern = (name: string): boolean => /[<>*{}$[\]]|\.\.\./.test(name);

describe('the repository as its comments and documents describe it', () => {
  const productSections = new Set([...readFileSync(path.join(root, 'docs/product.md'), 'utf8').matchAll(/^## (\d+)\./gm)].map((match) => match[1]));

  it('has the nine sections of docs/product.md', () => {
    expect([...productSections]).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('every § names a section of docs/product.md', () => {
    const dangling: string[] = [];
    for (const file of tracked) {
      const content = text(file);
      for (const match of content.matchAll(/§\s?(\d+)/g)) {
        if (!productSections.has(match[1] ?? '')) dangling.push(`${file}:${lineOf(content, match.index)} §${match[1]}`);
      }
    }
    expect(dangling).toEqual([]);
  });

  it('every repository path named exists', () => {
    const missing: string[] = [];
    const pathLike = new RegExp(`(?<![\\w./@-])(?:\\.\\./|\\./)*(?:${topFolders.join('|')})/[\\w./<>*{}$\\[\\]-]*[\\w/>*}\\]]`, 'g');
    for (const file of tracked) {
      const content = text(file);
      for (const match of content.matchAll(pathLike)) {
        const name = match[0];
        if (isPattern(name)) continue;
        const relative = path.normalize(name.startsWith('.') ? path.join(path.dirname(file), name) : name);
        // A build's output (web/dist, .bench) is made by a command, and a test path pattern names the start of its files.
        if (builtFolders.some((folder) => relative.startsWith(folder)) || tracked.some((known) => known.startsWith(relative))) continue;
        // A relative name (`../docs/…`) resolves from its file's folder, or is read as written from the repository's root.
        if (!exists(relative) && !exists(name.replace(/^(\.\.?\/)+/, ''))) missing.push(`${file}:${lineOf(content, match.index)} ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every file named by itself is a file of the repository', () => {
    const missing: string[] = [];
    const fileLike = /(?<![\w./@-])[\w-]+(?:\.[\w-]+)*\.(?:test\.ts|test\.tsx|int\.test\.ts|spec\.ts|repository\.ts|service\.ts)(?![\w/])/g;
    for (const file of tracked) {
      const content = text(file);
      for (const match of content.matchAll(fileLike)) {
        if (!basenames.has(match[0])) missing.push(`${file}:${lineOf(content, match.index)} ${match[0]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

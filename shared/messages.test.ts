import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { messages } from './messages';

const repoRoot = path.resolve(__dirname, '..');

/** The product's own source files: what runs in the functions, the web app and shared/, not tests nor test helpers. */
const productSources = (folder: string): string[] =>
  readdirSync(path.join(repoRoot, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.split(path.sep).includes('testing'))
    .map((file) => path.join(folder, file));

describe('the message catalogue', () => {
  // A text that no code names is never shown: editing it would change nothing.
  it('holds only messages some code of the product can show', () => {
    const sources = ['shared', 'lambdas', 'web/src']
      .flatMap(productSources)
      .filter((file) => file !== path.join('shared', 'messages.ts'))
      .map((file) => readFileSync(path.join(repoRoot, file), 'utf8'))
      .join('\n');
    const named = (key: string): boolean =>
      sources.includes(`'${key}'`) || sources.includes(`"${key}"`) || new RegExp(String.raw`\b(?:messages|m)\.${key.replace(/[^\w]/g, '\\$&')}\b`).test(sources);
    expect(Object.keys(messages).filter((key) => !named(key))).toEqual([]);
  });
});

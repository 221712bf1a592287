import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteDefinition } from '@shared/routes';

const contractsDir = path.join(__dirname, '../../../shared/contracts');
const webDir = path.join(__dirname, '..');

/** Every `<name>Route` of shared/contracts/ whose body or query has a schema, by module. */
const routesWithSchemas = async (): Promise<Map<string, string[]>> => {
  const found = new Map<string, string[]>();
  const modules = readdirSync(contractsDir, { recursive: true, encoding: 'utf8' }).filter((file) => /^[\w-]+[\\/][\w-]+\.ts$/.test(file) && !file.endsWith('.test.ts'));
  for (const file of modules) {
    const exports = (await import(path.join(contractsDir, file))) as Record<string, unknown>;
    const names = Object.entries(exports)
      .filter(([name, value]) => name.endsWith('Route') && ((value as RouteDefinition).body ?? (value as RouteDefinition).query))
      .map(([name]) => name);
    if (names.length) found.set(file.replaceAll('\\', '/').replace(/\.ts$/, ''), names);
  }
  return found;
};

const sources = (): string[] =>
  readdirSync(webDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(webDir, file));

describe("the browser's API calls", () => {
  test('name a route with a schema by its type only, and call it at its endpoint: no page loads a schema to call the API', async () => {
    const schemaRoutes = await routesWithSchemas();
    expect(schemaRoutes.size).toBeGreaterThan(0);
    const valueImports: string[] = [];
    for (const file of sources()) {
      for (const match of readFileSync(file, 'utf8').matchAll(/import (type )?\{([^}]*)\} from '@shared\/contracts\/([^']+)';/g)) {
        const [, wholeType, names = '', module = ''] = match;
        if (wholeType) continue;
        for (const name of names.split(',').map((part) => part.trim())) {
          if (schemaRoutes.get(module)?.includes(name)) valueImports.push(`${path.relative(webDir, file)}: ${name}`);
        }
      }
    }
    expect(valueImports).toEqual([]);
  });
});

/**
 * What weighs what in the JS a page loads: builds the web app apart (in a temporary folder),
 * opens each page in Chromium as a signed-out visitor, and prints the page's JS gzip, then its share per
 * package (and per folder of our own code), largest first.
 *
 *     node web/scripts/route-weight.mjs /login /register
 *
 * Plain Node (ESM), not tsx: Vite's build does not resolve its own modules under tsx's loader.
 *
 * A chunk's gzip is shared among its modules in proportion to their minified size, so the shares are
 * estimates; the total is exact. `npm run bench -- --only site` gives the same totals on the real stack.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { build } from 'vite';

// Not `/`: in the product it is prerendered with its own small script (the bench measures it).
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/login', '/register'];
const shown = Number(process.env.ROUTE_WEIGHT_TOP ?? 15);

/** `node_modules/@scope/name/...` → `@scope/name`; our own files → their folder under web/src or shared. */
const ownerOf = (id) => {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id.replaceAll('\\', '/'));
  if (inPackage?.[1]) return inPackage[1];
  const own = /\/(web\/src\/[^/]+(?:\/[^/]+)?|shared)\//.exec(id);
  // Rolldown's virtual modules start with a NUL byte.
  return own?.[1] ?? id.replace(/^\0/, '');
};

/** Minified bytes per owner in every chunk, read from the bundle as Rollup hands it over. */
/** @type {Map<string, Map<string, number>>} */
const chunkModules = new Map();
/** @type {import('vite').Plugin} */
const collectModules = {
  name: 'route-weight',
  generateBundle(_options, bundle) {
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue;
      const owners = new Map();
      for (const [id, module] of Object.entries(output.modules)) owners.set(ownerOf(id), (owners.get(ownerOf(id)) ?? 0) + module.renderedLength);
      chunkModules.set(`/${output.fileName}`, owners);
    }
  },
};

/** @type {Record<string, string>} */
const contentTypes = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.svg': 'image/svg+xml' };

const main = async () => {
  const outDir = await mkdtemp(join(tmpdir(), 'route-weight-'));
  try {
    await build({ configFile: fileURLToPath(new URL('../vite.config.mts', import.meta.url)), logLevel: 'warn', plugins: [collectModules], build: { outDir, emptyOutDir: true } });
    // Every path gets the app shell (index.html): enough for a signed-out visitor; the API answers nothing.
    const server = createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      const file = path.startsWith('/assets/') ? join(outDir, path) : join(outDir, 'index.html');
      readFile(file)
        .then((body) => response.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream' }).end(body))
        .catch(() => response.writeHead(404).end());
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
    try {
      for (const page of pages) {
        const context = await browser.newContext();
        const tab = await context.newPage();
        /** @type {string[]} */
        const scripts = [];
        tab.on('response', (response) => {
          if (response.request().resourceType() === 'script' && response.ok()) scripts.push(new URL(response.url()).pathname);
        });
        await tab.goto(`http://127.0.0.1:${port}${page}`, { waitUntil: 'networkidle' });
        await context.close();
        let total = 0;
        const owners = new Map();
        for (const script of scripts) {
          const code = await readFile(join(outDir, script));
          const gzip = gzipSync(code).length;
          total += gzip;
          const modules = chunkModules.get(script) ?? new Map();
          const minified = [...modules.values()].reduce((sum, size) => sum + size, 0);
          for (const [owner, size] of modules) owners.set(owner, (owners.get(owner) ?? 0) + (minified ? (gzip * size) / minified : 0));
        }
        console.log(`${page}: ${(total / 1024).toFixed(1)} KB of JS gzip in ${scripts.length} scripts`);
        for (const [owner, size] of [...owners].sort((a, b) => b[1] - a[1]).slice(0, shown)) console.log(`  ${(size / 1024).toFixed(1).padStart(6)} KB  ${owner}`);
      }
    } finally {
      await browser.close();
      server.close();
    }
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

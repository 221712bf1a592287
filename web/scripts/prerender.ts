/**
 * Prerenders the public pages after `vite build --config web/vite.config.mts`:
 *
 * - web/dist/index.html        `/`, static HTML, made interactive by src/public/entry.ts
 * - web/dist/terms/index.html  `/terms`, likewise
 * - web/dist/spa.html          the shell with an empty root: the server answers it for every other path,
 *                              so that a deep link such as /dashboard never shows the landing page.
 *
 * It builds web/src/entry-server.tsx with Vite's SSR build into a scratch folder, renders each page
 * signed out, and writes the page's title, description and Open Graph tags into the head of the
 * client build's index.html, whose app entry it replaces with the public pages' script (src/public/entry.ts). The prerendered pages carry the
 * first stylesheet inline (the signed-out pages' styles: main.tsx), so that nothing blocks their first paint.
 *
 * Run: `tsx web/scripts/prerender.ts`
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import type { PageMeta } from '../src/content/public-copy';
import type * as EntryServer from '../src/entry-server';

process.env.NODE_ENV = 'production';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const distDir = process.env.WEB_DIST_DIR ? join(webRoot, '..', process.env.WEB_DIST_DIR) : join(webRoot, 'dist');
// Inside the repository, so that the SSR bundle resolves react and react-router from node_modules.
const ssrOutDir = join(webRoot, '../node_modules/.cache/web-prerender');

const HEAD_PLACEHOLDER = '<!--app-head-->';
const ROOT_PLACEHOLDER = '<!--app-html-->';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const metaTags = ({ title, description }: PageMeta, siteName: string): string =>
  [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:locale" content="es_CL" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ].join('\n    ');

/** The public pages' script (src/public/entry.ts, an input of web/vite.config.mts) as the manifest names it. */
const PUBLIC_ENTRY = 'src/public/entry.ts';

/** The files of a chunk and of the chunks it imports statically (those it imports with `import()` load only when asked). */
const chunkFiles = (manifest: Manifest, key: string): string[] => {
  const files = new Set<string>();
  const visit = (chunkKey: string): void => {
    const chunk = manifest[chunkKey];
    if (!chunk) throw new Error(`The Vite manifest has no chunk ${chunkKey}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return [...files];
};

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="\/assets\/[^"]+\.js">/g;

/**
 * The template of the prerendered pages: the public pages' script and its imports instead of the
 * app's entry and its preloads, so that a signed-out visitor loads neither React nor the router.
 */
const publicPageTemplate = (template: string, manifest: Manifest): string => {
  const [entry, ...imports] = chunkFiles(manifest, PUBLIC_ENTRY);
  if (!template.match(ENTRY_SCRIPT)) throw new Error('web/dist/index.html has no entry script to replace');
  const tags = [
    `<script type="module" crossorigin src="/${String(entry)}"></script>`,
    ...imports.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  return template.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '').replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`);
};

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;

/** Replaces each stylesheet link of the page with the stylesheet itself. */
const inlineStylesheets = async (html: string): Promise<string> => {
  const links = [...html.matchAll(STYLESHEET_LINK)];
  let inlined = html;
  for (const [link, file] of links) {
    if (!file) continue;
    // Vite marks the end of a CSS chunk with a comment; it means nothing inline.
    const css = (await readFile(join(distDir, file), 'utf8')).replace(/\/\*\$vite\$:\d+\*\/\s*$/, '');
    if (css.includes('</style')) throw new Error(`${file} cannot be inlined`);
    inlined = inlined.replace(link, () => `<style>${css.trim()}</style>`);
  }
  return inlined;
};

/** Meta tags where index.html says, the page in #root. */
const fillTemplate = (template: string, { meta, rootHtml }: { meta: string; rootHtml: string }): string => {
  if (!template.includes(HEAD_PLACEHOLDER) || !template.includes(ROOT_PLACEHOLDER)) {
    throw new Error('web/dist/index.html has no placeholders: run `vite build --config web/vite.config.mts` before prerendering');
  }
  return template
    .replace(HEAD_PLACEHOLDER, () => meta)
    .replace(ROOT_PLACEHOLDER, () => rootHtml);
};

async function main(): Promise<void> {
  const template = await readFile(join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;

  await build({
    configFile: join(webRoot, 'vite.config.mts'),
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: ssrOutDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
  });
  const entry = (await import(pathToFileURL(join(ssrOutDir, 'entry-server.mjs')).href)) as typeof EntryServer;
  const { siteName } = entry;

  for (const page of entry.prerenderedPages) {
    const html = await entry.renderPage(page.path);
    const outFile = join(distDir, page.file);
    await mkdir(dirname(outFile), { recursive: true });
    const pageHtml = fillTemplate(publicPageTemplate(template, manifest), { meta: metaTags(page.meta, siteName), rootHtml: html });
    await writeFile(outFile, await inlineStylesheets(pageHtml));
    console.log(`prerendered ${page.path} -> web/dist/${page.file}`);
  }

  await writeFile(join(distDir, 'spa.html'), fillTemplate(template, { meta: metaTags(entry.appShellMeta, siteName), rootHtml: '' }));
  console.log('wrote the app shell -> web/dist/spa.html');

  await rm(ssrOutDir, { recursive: true, force: true });
  // The manifest served its purpose here; it is not part of the site.
  await rm(join(distDir, '.vite'), { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';

const fromWeb = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

const main = fromWeb('src/main.tsx');
const SITE_STYLESHEET = fromWeb('src/public/site.css');

/**
 * `/site.css` in dev mode too: Vite's own answer for the file, as CSS. The pages the API serves link it
 * (the dev server sends them to the gateway: infra/local/start.ts).
 */
const siteStylesheetInDev = (): Plugin => ({
  name: 'site-stylesheet-in-dev',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      if (request.url === '/site.css') request.url = '/src/public/site.css?direct';
      next();
    });
  },
});
let initialModules: Set<string> | undefined;
/** The modules main.tsx loads statically (the first chunk, which stays as rolldown makes it). */
const initialOf = (context: ChunkingContext): Set<string> => {
  if (initialModules) return initialModules;
  const found = new Set<string>();
  const queue = [main];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    queue.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  initialModules = found;
  return found;
};
/** A chunk of its own for the libraries matched, outside the first chunk. */
const libraries = (name: string, pattern: RegExp) => (id: string, context: ChunkingContext) => (pattern.test(id) && !initialOf(context).has(id) ? name : null);

/**
 * The web app. `vite build` writes web/dist; `web/scripts/prerender.ts` then turns `/` and `/terms`
 * into static HTML and writes `spa.html`, the shell the server answers for every other path.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  root: fromWeb('.'),
  plugins: [react(), siteStylesheetInDev()],
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  resolve: {
    alias: [
      { find: /^@shared\//, replacement: `${fromWeb('../shared')}/` },
      // React Router's package points bundlers at its development build; ship the production one.
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: fromWeb('../node_modules/react-router/dist/production/index.mjs') },
            { find: /^react-router\/dom$/, replacement: fromWeb('../node_modules/react-router/dist/production/dom-export.mjs') },
          ]
        : []),
    ],
  },
  build: {
    // WEB_DIST_DIR lets two test suites build side by side (e2e/stack.ts); web/dist otherwise.
    outDir: process.env.WEB_DIST_DIR ? fromWeb(`../${process.env.WEB_DIST_DIR}`) : 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // The first stylesheet holds the signed-out pages' styles (main.tsx), which the prerender inlines into the
    // public pages; a signed-in screen's styles load with its chunk.
    cssCodeSplit: true,
    rollupOptions: {
      // The app (index.html), and the script of the prerendered public pages, which the prerender puts in their HTML instead;
      // the stylesheet of the pages the API serves (an offer's, a company's), under a fixed name they can link; and the offers'
      // pages' script, at a name of its own (`/offer-applied.js`): the API's HTML links it without the manifest.
      input: { index: fromWeb('index.html'), public: fromWeb('src/public/entry.ts'), site: SITE_STYLESHEET, 'offer-applied': fromWeb('src/public/offer-applied.ts') },
      treeshake: {
        // Chakra's theme module builds its whole default config at load (`defineConfig({ ...every recipe })`),
        // unannotated, which kept every recipe in every Chakra screen; the app's
        // system (`app/chakra-system.ts`) names the recipes it uses. These calls only build objects.
        manualPureFunctions: ['defineConfig', 'mergeConfigs', 'createSystem'],
      },
      output: {
        // The served pages' stylesheet keeps its name, /site.css (revalidated like the HTML); every other asset is hashed.
        assetFileNames: (asset) => (asset.originalFileNames.includes('src/public/site.css') ? 'site.css' : 'assets/[name]-[hash][extname]'),
        // The prerender's server build (web/scripts/prerender.ts) names its own entry.
        ...(isSsrBuild ? {} : { entryFileNames: (chunk: { name: string }) => (chunk.name === 'offer-applied' ? '[name].js' : 'assets/[name]-[hash].js') }),
        // Left to itself, rolldown gives every set of pages that shares a module a chunk of its own: a page
        // came in dozens of tiny files (a Chakra component, a Zag helper), each a request, fetched a few at a
        // time on a phone's slow round trips. The design system (Chakra and what it is made of) used by four
        // pages or more is one chunk, TanStack Query another. The auth screens and the public pages use
        // neither, and load only their own code.
        codeSplitting: {
          // A group takes only the modules it names: React and the rest of the first chunk stay where they are.
          includeDependenciesRecursively: false,
          groups: [
            { debugName: 'query', name: libraries('query', /[\\/]node_modules[\\/]@tanstack[\\/]/) },
            {
              debugName: 'design-system',
              name: libraries('design-system', /[\\/]node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@floating-ui|@pandacss|stylis|react-is|hoist-non-react-statics)[\\/]/),
              minShareCount: 4,
            },
          ],
        },
      },
    },
  },
  preview: { host: '127.0.0.1' },
}));

import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import { defineConfig } from 'vite';

const fromWeb = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

const main = fromWeb('src/main.tsx');
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
export default defineConfig(({ command }) => ({
  root: fromWeb('.'),
  plugins: [react()],
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
    // One small stylesheet (the public site's, about 3.5 KB gzip; Chakra styles are CSS-in-JS): the
    // prerender inlines it into the public pages, so that their first paint waits for no request.
    cssCodeSplit: false,
    rollupOptions: {
      // The app (index.html), and the script of the prerendered public pages, which the prerender puts in their HTML instead.
      input: { index: fromWeb('index.html'), public: fromWeb('src/public/entry.ts') },
      treeshake: {
        // Chakra's theme module builds its whole default config at load (`defineConfig({ ...every recipe })`),
        // unannotated, which kept all 76 recipes (about 157 KB minified) in every Chakra screen; the app's
        // system (`app/chakra-system.ts`) names the recipes it uses. These calls only build objects.
        manualPureFunctions: ['defineConfig', 'mergeConfigs', 'createSystem'],
      },
      output: {
        // Left to itself, rolldown gives every set of pages that shares a module a chunk of its own: the
        // dashboard came in 84 files, most under 1 KB gzip (a Chakra component, a Zag helper), fetched six at
        // a time over the local stack's HTTP/1.1 with 150 ms round trips (and a request each over CloudFront's
        // HTTP/2). The design system (Chakra and what it is made of) used by four pages or more is one chunk,
        // TanStack Query another: the dashboard loads 41 files and about 10 KB less (fewer chunk boundaries).
        // The auth screens and the public pages use neither, and load what they did.
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

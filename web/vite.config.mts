import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import theme from './src/components/ui/theme.json' with { type: 'json' };

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
 * `import 'virtual:theme.css'`: the app's one theme (src/components/ui/theme.json, which Chakra's system is
 * built from) as CSS custom properties, `:root { --teal-700: #0c5d56; --font-body: …; --radius-md: … }`,
 * for the pages drawn without Chakra (the prerendered public pages, the first screen's spinner).
 */
const themeCss = (): Plugin => {
  const resolved = '\0virtual:theme.css';
  const properties = [
    ...Object.entries(theme.palette).flatMap(([name, scale]) => Object.entries(scale).map(([shade, value]) => `--${name}-${shade}:${value}`)),
    ...Object.entries(theme.fonts).map(([name, value]) => `--font-${name}:${value}`),
    ...Object.entries(theme.radii).map(([name, value]) => `--radius-${name}:${value}`),
  ];
  // Filtered hooks: the bundler calls them for this module only, not for every import.
  return {
    name: 'theme-css',
    resolveId: { filter: { id: /^virtual:theme\.css$/ }, handler: () => resolved },
    load: { filter: { id: /^\0virtual:theme\.css$/ }, handler: () => `:root{${properties.join(';')}}\n` },
  };
};

/**
 * The web app. `vite build` writes web/dist; `web/scripts/prerender.ts` then turns `/` and `/terms`
 * into static HTML and writes `spa.html`, the shell the server answers for every other path.
 */
export default defineConfig(({ command }) => ({
  root: fromWeb('.'),
  plugins: [react(), themeCss()],
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
      // The app (index.html), and the script of the prerendered public pages, which the prerender puts in their HTML instead.
      input: { index: fromWeb('index.html'), public: fromWeb('src/public/entry.ts') },
      treeshake: {
        // Chakra's theme module builds its whole default config at load (`defineConfig({ ...every recipe })`),
        // unannotated, which kept every recipe in every Chakra screen; the app's
        // system (`components/ui/chakra-system.ts`) names the recipes it uses. These calls only build objects.
        manualPureFunctions: ['defineConfig', 'mergeConfigs', 'createSystem'],
      },
      output: {
        // Left to itself, rolldown gives every set of pages that shares a module a chunk of its own: a page
        // came in dozens of tiny files (a Chakra component, a Zag helper), each a request, fetched a few at a
        // time on a phone's slow round trips. The design system (Chakra and what it is made of) used by four
        // pages or more is one chunk, TanStack Query another, and a dialog's machinery a third, for the pages
        // that open one. The public pages use none of them.
        codeSplitting: {
          // A group takes only the modules it names: React and the rest of the first chunk stay where they are.
          includeDependenciesRecursively: false,
          groups: [
            { debugName: 'query', name: libraries('query', /[\\/]node_modules[\\/]@tanstack[\\/]/) },
            {
              // The modal's machinery (focus trap, outside presses, scroll lock, hiding the page behind): only the
              // pages that open a dialog load it, not every screen that has a button.
              debugName: 'overlays',
              // A component's anatomy (its parts' names) stays with the theme's recipes, which name them.
              name: libraries('overlays', /[\\/]node_modules[\\/](@zag-js[\\/](dialog|focus-trap|dismissable|interact-outside|aria-hidden|remove-scroll)|@ark-ui[\\/]react[\\/]dist[\\/]components[\\/]dialog|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/]dialog)[\\/](?!.*anatomy)/),
              priority: 2,
            },
            {
              debugName: 'design-system',
              name: libraries('design-system', /[\\/]node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@floating-ui|@pandacss|stylis|react-is|hoist-non-react-statics)[\\/]/),
              minShareCount: 4,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  preview: { host: '127.0.0.1' },
}));

import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromWeb = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

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
    },
  },
  preview: { host: '127.0.0.1' },
}));

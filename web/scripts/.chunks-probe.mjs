import { build } from 'vite';
import { fileURLToPath } from 'node:url';
const web = fileURLToPath(new URL('..', import.meta.url));
const probe = {
  name: 'probe',
  generateBundle(_, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk' || !/design-system|app-user-menu|provider|household-step-form/.test(chunk.fileName)) continue;
      const byPkg = new Map();
      for (const [id, info] of Object.entries(chunk.modules)) {
        const m = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?:dist\/(?:esm\/)?(?:components\/)?)?([^/]+)?/.exec(id);
        const key = m ? `${m[1]} ${m[1].startsWith('@chakra') || m[1].startsWith('@ark') ? m[2] : ''}` : id.replace(/.*\/web\/src\//, 'web/').replace(/.*\/shared\//, 'shared/');
        byPkg.set(key, (byPkg.get(key) ?? 0) + info.renderedLength);
      }
      console.log(`== ${chunk.fileName}`);
      for (const [k, v] of [...byPkg].sort((a, b) => b[1] - a[1]).slice(0, 45)) console.log(`  ${(v / 1024).toFixed(1)} KB  ${k}`);
    }
  },
};
await build({ configFile: `${web}/vite.config.mts`, logLevel: 'warn', plugins: [probe], build: { outDir: '/tmp/kit/probe-dist', emptyOutDir: true, write: false } });

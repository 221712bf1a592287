import { build } from 'vite';
import { fileURLToPath } from 'node:url';
const web = fileURLToPath(new URL('..', import.meta.url));
const probe = {
  name: 'probe',
  generateBundle(_, bundle) {
    const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
    const overlays = chunks.find((c) => c.fileName.includes('overlays'));
    console.log('overlays', overlays?.fileName, Object.keys(overlays?.modules ?? {}).map((id) => id.replace(/.*node_modules\//, '')).join('\n  '));
    for (const c of chunks) if (c.imports.includes(overlays?.fileName)) console.log('imported by', c.fileName);
    const info = this.getModuleInfo.bind(this);
    for (const id of Object.keys(overlays?.modules ?? {})) {
      const importers = info(id)?.importers ?? [];
      console.log(id.replace(/.*node_modules\//, ''), '<-', importers.map((i) => i.replace(/.*node_modules\//, '').replace(/.*web\/src\//, 'web/')).join(', '));
    }
  },
};
await build({ configFile: `${web}/vite.config.mts`, logLevel: 'warn', plugins: [probe], build: { outDir: '/tmp/kit/probe-dist', emptyOutDir: true, write: false } });

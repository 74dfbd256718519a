/**
 * Bundles the server into dist/server/main.js (esbuild; npm packages stay imports, resolved from the production
 * node_modules) with its migrations beside it, so production runs `node dist/server/main.js` without tsx or any
 * other dev tool (decision 082). The enrichment's analysis thread is its own bundle beside it,
 * dist/server/analysis-worker.js, which the server starts its worker threads from (decision 126).
 */
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const ROOT = new URL('..', import.meta.url).pathname;
const OUT = join(ROOT, 'dist/server');

rmSync(OUT, { recursive: true, force: true });
await build({
  entryPoints: {
    main: join(ROOT, 'server/main.ts'),
    'analysis-worker': join(ROOT, 'server/features/enrichment/analysis-worker.ts'),
  },
  outdir: OUT,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  tsconfig: join(ROOT, 'tsconfig.json'),
  logLevel: 'warning',
});
cpSync(join(ROOT, 'server/db/migrations'), join(OUT, 'migrations'), { recursive: true });
console.log('Server bundled into dist/server (run: node dist/server/main.js)');

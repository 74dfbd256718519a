import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { aliases } from './aliases.ts';
import { prerenderPages } from './vite-prerender.ts';

const apiPort = Number(process.env.PORT ?? 3000);

export default defineConfig({
  root: 'web',
  // The public pages are pre-rendered into static HTML after the client build (decision 057).
  plugins: [react(), tailwindcss(), prerenderPages('src/entry-prerender.tsx')],
  resolve: { alias: aliases },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // Every browser we support preloads modules natively; the polyfill would ship in the landing bundle.
    modulePreload: { polyfill: false },
    // Everything the first page needs goes in one chunk (one request, one gzip stream); each screen loaded on
    // demand keeps its own chunks.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } } },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
});

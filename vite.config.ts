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
    // No preload helper around dynamic imports: it appended a <link rel=modulepreload> per dependency while the
    // page hydrates, ~60 ms of a phone's CPU on the public pages (decision 058). The browser fetches a lazy
    // chunk's own imports when it reads the chunk.
    modulePreload: false,
    // Everything the first page needs goes in one chunk (one request, one gzip stream); each screen loaded on
    // demand keeps its own chunks, and the icons they share travel together instead of one tiny chunk (and one
    // request) per icon.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
});

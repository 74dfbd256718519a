import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';

type TPrerenderEntry = {
  PRERENDERED_PATHS: string[];
  renderPage: (path: string) => Promise<{ html: string; meta: { title: string; description: string } }>;
};

/** The file every other path gets (the server's SPA fallback): the client build's `index.html`, unrendered. */
export const SHELL_FILE = 'shell.html';

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * After the client build: builds `entry` (root-relative) for Node, renders each of its `PRERENDERED_PATHS` and
 * writes `<outDir>/<path>/index.html` (the client `index.html` with the page's markup, title and description).
 * The unrendered `index.html` is kept as `shell.html` for every other path. See decision record 057.
 */
export function prerenderPages(entry: string): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'leadscout:prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      // Inside the project, so the built module resolves the project's packages; one folder per build.
      mkdirSync(config.cacheDir, { recursive: true });
      const serverDir = mkdtempSync(join(config.cacheDir, 'prerender-'));
      try {
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          build: {
            ssr: entry,
            outDir: serverDir,
            emptyOutDir: true,
            rolldownOptions: { output: { codeSplitting: false } },
          },
        });
        const { PRERENDERED_PATHS, renderPage } = (await import(
          pathToFileURL(join(serverDir, 'entry-prerender.js')).href
        )) as TPrerenderEntry;
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
        writeFileSync(join(outDir, SHELL_FILE), template);
        for (const path of PRERENDERED_PATHS) {
          const { html, meta } = await renderPage(path);
          // The server's Content-Security-Policy allows no inline script (React adds some when a part suspends).
          if (html.includes('<script')) throw new Error(`${path} pre-rendered with an inline <script>`);
          const page = template
            .replace('<div id="root"></div>', () => `<div id="root">${html}</div>`)
            .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
            .replace(
              /(<meta\s+name="description"\s+content=")[^"]*"/,
              (_match, start: string) => `${start}${escapeHtml(meta.description)}"`,
            );
          const dir = join(outDir, path);
          mkdirSync(dir, { recursive: true });
          writeFileSync(join(dir, 'index.html'), page);
        }
        config.logger.info(`pre-rendered ${PRERENDERED_PATHS.length} public pages`);
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}

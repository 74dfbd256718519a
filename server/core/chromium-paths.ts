import { existsSync } from 'node:fs';

/**
 * Debian's builds, in order of preference (decision 094, session 18 addendum): `chromium-headless-shell`, the
 * headless-only build Chrome makes for automation (what Playwright runs headless by default: no GPU process, no
 * browser UI; loads and renders our pages in about half the CPU time), else the `chromium` browser. The Docker
 * image installs the shell.
 */
const CHROMIUM_PATHS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'] as const;

/** The first of `CHROMIUM_PATHS` installed here (the browser's path when neither is, so the message names it). */
export const DEFAULT_CHROMIUM_PATH: string =
  CHROMIUM_PATHS.find((path) => existsSync(path)) ?? CHROMIUM_PATHS[CHROMIUM_PATHS.length - 1]!;

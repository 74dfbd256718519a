/**
 * Builds the front end (`vite build` into dist/web) unless the build there is current: a hash of every input the
 * build reads (web sources, contracts, Vite config, lock file) is stamped beside it, and `npm start` compares
 * before building. `--always` builds regardless (`npm run build`).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;
const INPUTS = [
  'web',
  'contracts',
  'vite.config.ts',
  'vite-prerender.ts',
  'aliases.ts',
  'tsconfig.json',
  'package-lock.json',
];
const STAMP = join(ROOT, 'dist/web/.source-hash');

function* files(path: string): Generator<string> {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path).sort()) {
    if (entry === 'node_modules' || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    yield* files(join(path, entry));
  }
}

export function sourceHash(): string {
  const hash = createHash('sha256');
  for (const input of INPUTS)
    for (const file of files(join(ROOT, input)))
      hash.update(file.slice(ROOT.length)).update('\0').update(readFileSync(file));
  return hash.digest('hex');
}

const wanted = sourceHash();
const current = existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : '';
if (process.argv.includes('--always') || current !== wanted) {
  execFileSync(join(ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  writeFileSync(STAMP, `${wanted}\n`);
} else {
  console.log('Front end is up to date (dist/web); not rebuilding.');
}

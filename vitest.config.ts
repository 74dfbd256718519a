import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { aliases } from './aliases.ts';

const INTEGRATION = ['server/**/*.int.test.ts', 'scripts/**/*.int.test.ts'];
/** The line that puts an integration file on PGlite as well (decision 120). */
const ENGINE_SENSITIVE = /^\/\/ engine-sensitive: \S/m;

/**
 * Every integration file runs on PostgreSQL. Only the files whose behaviour depends on the engine (queues and
 * LISTEN/NOTIFY, restarts, caches, concurrent writes, migrations, exports, quotas) also run on PGlite; each says
 * so, and why, in a line `// engine-sensitive: <why>` at its top.
 */
function pgliteFiles(): string[] {
  return ['server', 'scripts']
    .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => join(dir, file)))
    .filter((file) => file.endsWith('.int.test.ts') && ENGINE_SENSITIVE.test(readFileSync(file, 'utf8')));
}

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    // Per-file times for `.ci/run`'s slowest-files list (scripts/slowest-tests.ts; reports/ is gitignored).
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/vitest.json' },
    // Vitest's default is one worker less than the cores: one on the 2-core CI machine. Integration files mostly
    // wait on PostgreSQL and the fakes, so two workers keep both cores busy (decision 120).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        resolve: { alias: aliases },
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'server/**/*.test.ts',
            'contracts/**/*.test.ts',
            'fakes/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          pool: 'forks',
          isolate: false,
          testTimeout: 30_000,
        },
      },
      ...(['pglite', 'postgres'] as const).map((db) => ({
        resolve: { alias: aliases },
        test: {
          name: `integration-${db}`,
          environment: 'node',
          include: db === 'postgres' ? INTEGRATION : pgliteFiles(),
          globalSetup: ['tests/global-setup.ts'],
          env: { TEST_DB: db, LOG_LEVEL: 'silent' },
          pool: 'forks' as const,
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      })),
      {
        plugins: [react()],
        resolve: { alias: aliases },
        test: {
          name: 'web',
          environment: 'jsdom',
          // A first render loads lazy chunks; on a busy 2-core machine that alone can take seconds.
          testTimeout: 15_000,
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup-web.ts'],
        },
      },
    ],
  },
});

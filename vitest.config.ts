import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { aliases } from './aliases.ts';

export default defineConfig({
  resolve: { alias: aliases },
  test: {
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
          testTimeout: 30_000,
        },
      },
      ...(['pglite', 'postgres'] as const).map((db) => ({
        resolve: { alias: aliases },
        test: {
          name: `integration-${db}`,
          environment: 'node',
          include: ['server/**/*.int.test.ts', 'scripts/**/*.int.test.ts'],
          globalSetup: ['tests/global-setup.ts'],
          env: { TEST_DB: db, LOG_LEVEL: 'silent' },
          pool: 'forks' as const,
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

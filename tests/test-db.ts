import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../server/db/client';
import { createDatabaseFromTemplate, dropDatabase, postgresAdminUrl } from './postgres-admin';

export type DbKind = 'pglite' | 'postgres';

/** Which engine this Vitest project runs the integration suite on (set per project in vitest.config.ts). */
export const testDbKind = (): DbKind => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');

/** Set when the PostgreSQL half must be skipped; the reason was printed once by the global setup. */
export const postgresSkipped = () => testDbKind() === 'postgres' && !inject('postgresTemplate');

/** A fresh, migrated database for one test file, copied from the run's template. */
export async function createTestDatabase(): Promise<Database> {
  if (testDbKind() === 'pglite') {
    const dump = readFileSync(inject('pgliteTemplate'));
    return openPglite({ loadDataDir: new Blob([dump]) });
  }
  const template = inject('postgresTemplate');
  if (!template) throw new Error(inject('postgresSkipReason') ?? 'PostgreSQL unavailable');
  const url = await createDatabaseFromTemplate(postgresAdminUrl(), template);
  const database = await openPostgres(url);
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropDatabase(postgresAdminUrl(), url);
    },
  };
}

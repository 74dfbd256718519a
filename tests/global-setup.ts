import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../server/db/client';
import { installJobs } from './install-jobs';
import { createPostgresTemplate, dropRunDatabases, postgresAdminUrl } from './postgres-admin';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string | null;
    postgresSkipReason: string | null;
  }
}

/**
 * Migrates one database for the project's engine once per run; every test file then starts from a copy
 * of it (a PGlite dump, or a PostgreSQL database created from the template).
 */
export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB === 'postgres') return setupPostgres(project);
  const dir = mkdtempSync(join(tmpdir(), 'leadscout-test-'));
  const pglite = await openPglite();
  await installJobs(pglite);
  const dump = await pglite.pglite!.dumpDataDir('gzip');
  await pglite.close();
  const templatePath = join(dir, 'pglite-template.tar.gz');
  writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', templatePath);
  return () => rmSync(dir, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject) {
  try {
    project.provide('postgresTemplate', await createPostgresTemplate(postgresAdminUrl()));
    project.provide('postgresSkipReason', null);
    return () => dropRunDatabases(postgresAdminUrl());
  } catch (error) {
    // CI must run every test (decision 120): .ci/run installs and starts PostgreSQL, so missing it is a failure.
    if (process.env.CI) throw error;
    const reason = `PostgreSQL at ${postgresAdminUrl()} is not reachable (${(error as Error).message}); the PostgreSQL half of the integration suite is skipped.`;
    console.warn(reason);
    project.provide('postgresTemplate', null);
    project.provide('postgresSkipReason', reason);
  }
}

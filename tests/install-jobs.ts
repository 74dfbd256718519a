import type { Database } from '../server/db/client';
import { startJobs } from '../server/lib/jobs';

/**
 * Installs pg-boss's schema in a template database, so the test files copied from it start their queues without
 * installing it again (decision 120).
 */
export async function installJobs(database: Database): Promise<void> {
  const boss = await startJobs(database);
  await boss.stop({ graceful: false, close: true });
}

import { recoverDeepPass, workDeepPass } from './features/search/deep-pass-queue';
import { recoverInterruptedSearches } from './features/search/recover-searches';
import { runDeepPass } from './features/search/run-deep-pass';
import { runSearch } from './features/search/run-search';
import { workSearches } from './features/search/search-queue';
import type { AppDeps } from './lib/app-context';

/** Starts this instance's background workers; every instance may run them (the queue shares the work). */
export async function startWorkers(deps: AppDeps): Promise<void> {
  await recoverInterruptedSearches(deps.database, deps.boss);
  await recoverDeepPass(deps.db, deps.boss);
  await workSearches(deps.boss, (searchId) => runSearch(deps, searchId));
  await workDeepPass(deps.boss, deps.config.DEEP_PASS_CONCURRENCY, (job) => runDeepPass(deps, job));
}

import { recoverInterruptedSearches } from './features/search/recover-searches';
import { runSearch } from './features/search/run-search';
import { workSearches } from './features/search/search-queue';
import type { AppDeps } from './lib/app-context';

/** Starts this instance's background workers; every instance may run them (the queue shares the work). */
export async function startWorkers(deps: AppDeps): Promise<void> {
  await recoverInterruptedSearches(deps.database, deps.boss);
  await workSearches(deps.boss, (searchId) => runSearch(deps, searchId));
}

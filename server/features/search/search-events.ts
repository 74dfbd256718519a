import { and, count, eq, inArray } from 'drizzle-orm';
import type { TWebhookSearch } from '@contracts/webhooks';
import type { Db } from '../../db/client';
import { businessResults, searchHistory } from '../../db/schema';
import { emitTeamEvent } from '../webhooks';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const searchColumns = {
  id: searchHistory.id,
  teamId: searchHistory.teamId,
  niche: searchHistory.niche,
  location: searchHistory.location,
  status: searchHistory.status,
  resultsCount: searchHistory.resultsCount,
  run: searchHistory.run,
  runStartResults: searchHistory.runStartResults,
};

/**
 * Locks the search row for the rest of the transaction. Every transaction that ends a lead's deep check takes it
 * before it changes the lead, so exactly one of them sees the last check end (`emitIfSearchEnriched`).
 */
export async function lockSearch(tx: Tx, searchId: string) {
  const [search] = await tx
    .select(searchColumns)
    .from(searchHistory)
    .where(eq(searchHistory.id, searchId))
    .for('update');
  return search ?? null;
}

/** Get More runs a search again: each run's events say which run it is and how many leads it added. */
const toWebhookSearch = ({
  teamId: _team,
  runStartResults,
  ...search
}: Awaited<ReturnType<typeof lockSearch>> & {}): TWebhookSearch => ({
  ...search,
  leadsAdded: Math.max(0, search.resultsCount - runStartResults),
});

/** `search.completed`: a run's first pass ended well (the search's `completed` status); once per run. */
export async function emitSearchCompleted(tx: Tx, searchId: string): Promise<void> {
  const search = await lockSearch(tx, searchId);
  if (search?.status === 'completed')
    await emitTeamEvent(tx, search.teamId, 'search.completed', { search: toWebhookSearch(search) });
}

/**
 * `search.enriched`: a completed search none of whose leads still waits for or runs its deeper check. Call with
 * the search locked (`lockSearch`) after a lead's deep check ended, and when the first pass ends.
 */
export async function emitIfSearchEnriched(tx: Tx, searchId: string): Promise<void> {
  const search = await lockSearch(tx, searchId);
  if (search?.status !== 'completed') return;
  const [open] = await tx
    .select({ n: count() })
    .from(businessResults)
    .where(
      and(
        eq(businessResults.searchId, searchId),
        inArray(businessResults.deepStatus, ['pending', 'running']),
      ),
    );
  if ((open?.n ?? 0) === 0)
    await emitTeamEvent(tx, search.teamId, 'search.enriched', { search: toWebhookSearch(search) });
}

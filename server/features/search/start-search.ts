import { sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { TStartSearchRequest } from '@contracts/search';
import type { Database, Db } from '../../db/client';
import { profiles, searchHistory } from '../../db/schema';
import { ownerColumns, type TeamScope } from '../../lib/team-scope';
import { readSearchKey } from '../api-keys';
import {
  getSearchAccess,
  releaseBetaResults,
  releaseMonthly,
  reserveBetaResults,
  reserveMonthly,
  searchLimitReached,
} from '../entitlements';
import { saveAndEnqueueSearches } from './search-queue';

export type StartSearchResult =
  | { searchId: string; betaComplete: false; betaResultsRemaining: number | null }
  | { searchId: null; betaComplete: true; betaResultsRemaining: 0 };

const BETA_COMPLETE: StartSearchResult = { searchId: null, betaComplete: true, betaResultsRemaining: 0 };

/**
 * Checks access and key, takes the search from the monthly limit (and, for beta testers, its results from the
 * beta budget) atomically, saves the search and enqueues its job; the browser then follows it live. Whatever
 * is taken is given back if the search cannot be queued; the job gives back beta results it did not deliver.
 */
export async function startSearch(
  deps: { db: Db; database: Database; boss: PgBoss; appSecret: string },
  scope: TeamScope,
  input: Required<TStartSearchRequest>,
): Promise<StartSearchResult> {
  const { db, appSecret } = deps;
  const { userId } = scope;
  const access = await getSearchAccess(db, scope);
  if (access.betaResultsRemaining === 0) return BETA_COMPLETE;
  await readSearchKey(db, appSecret, scope, access.keySource);
  const search = await reserveMonthly(db, scope, 'search', access.monthlyLimit);
  if (!search) throw searchLimitReached();
  const onBetaKey = access.keySource === 'admin';
  const limit = onBetaKey ? await reserveBetaResults(db, userId, input.limit) : input.limit;
  const giveBack = async () => {
    await releaseMonthly(db, search);
    if (onBetaKey) await releaseBetaResults(db, userId, limit);
  };
  if (limit === 0) {
    await giveBack();
    return BETA_COMPLETE;
  }
  try {
    const [saved] = await saveAndEnqueueSearches(deps, async (tx) => {
      const [row] = await tx
        .insert(searchHistory)
        .values({
          ...ownerColumns(scope),
          // Its leads are scored for its maker's persona, now and in every later pass (shared leads keep it).
          scorePersona: sql`coalesce((select ${profiles.scorePersona} from ${profiles} where ${profiles.id} = ${userId}), 'agency')`,
          niche: input.niche,
          location: input.location,
          requestedLimit: limit,
          usedAdminKey: onBetaKey,
        })
        .returning({
          id: searchHistory.id,
          teamId: searchHistory.teamId,
          createdBy: searchHistory.createdBy,
        });
      return [row];
    });
    return { searchId: saved.id, betaComplete: false, betaResultsRemaining: access.betaResultsRemaining };
  } catch (error) {
    await giveBack();
    throw error;
  }
}

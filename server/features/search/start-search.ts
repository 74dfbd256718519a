import type { PgBoss } from 'pg-boss';
import type { TStartSearchRequest } from '@contracts/search';
import type { Database, Db } from '../../db/client';
import { searchHistory } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { readAdminKey, readUserKey } from '../api-keys';
import { getSearchAccess } from '../entitlements';
import { incrementUsage } from '../usage';
import { saveAndEnqueueSearches } from './search-queue';

export type StartSearchResult =
  | { searchId: string; betaComplete: false; betaResultsRemaining: number | null }
  | { searchId: null; betaComplete: true; betaResultsRemaining: 0 };

/** Checks access and key, saves the search and enqueues its job; the browser then follows it live. */
export async function startSearch(
  deps: { db: Db; database: Database; boss: PgBoss; appSecret: string },
  userId: string,
  input: Required<TStartSearchRequest>,
): Promise<StartSearchResult> {
  const { db, appSecret } = deps;
  const access = await getSearchAccess(db, userId);
  if (access.betaResultsRemaining === 0)
    return { searchId: null, betaComplete: true, betaResultsRemaining: 0 };
  const key =
    access.keySource === 'admin'
      ? await readAdminKey(db, appSecret)
      : await readUserKey(db, appSecret, userId);
  if (!key) {
    throw access.keySource === 'admin'
      ? new AppError('BETA_KEY_MISSING', 'The beta search key is not configured yet. Please contact support.')
      : new AppError('API_KEY_REQUIRED', 'Google Places API key required: add it under Settings → API Keys');
  }
  const limit =
    access.betaResultsRemaining === null ? input.limit : Math.min(input.limit, access.betaResultsRemaining);
  const [searchId] = await saveAndEnqueueSearches(deps, async (tx) => {
    const [row] = await tx
      .insert(searchHistory)
      .values({
        userId,
        niche: input.niche,
        location: input.location,
        requestedLimit: limit,
        usedAdminKey: access.keySource === 'admin',
      })
      .returning({ id: searchHistory.id });
    return [row.id];
  });
  await incrementUsage(db, userId, 'search');
  return { searchId, betaComplete: false, betaResultsRemaining: access.betaResultsRemaining };
}

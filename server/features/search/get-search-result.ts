import { and, eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import { businessResults, searchHistory } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { ofTeam, type TeamScope } from '../../lib/team-scope';
import { findSearchLeads } from './search-queries';
import { toSearchSummary } from './to-lead';

type Cached = { revision: number; count: number; leadsJson: string };

/**
 * Serialised leads of recently read searches, per database (decision 083). An entry is used only while its
 * search's (highest lead revision, lead count) is what the database says now: every insert and update of a
 * lead takes a new revision (a trigger sees to it), a delete lowers the count. So a read never returns stale
 * leads, on any instance, and needs no invalidation message. Bounded by size, not by count.
 */
const caches = new WeakMap<Db, LRUCache<string, Cached>>();
const MAX_BYTES = 64 * 1024 * 1024;

function cacheFor(db: Db) {
  let cache = caches.get(db);
  if (!cache)
    caches.set(
      db,
      (cache = new LRUCache<string, Cached>({
        maxSize: MAX_BYTES,
        sizeCalculation: (entry) => Math.max(1, entry.leadsJson.length * 2),
      })),
    );
  return cache;
}

/**
 * GET /api/searches/:id as a JSON text: the search (always read fresh) and its leads (from the cache while
 * unchanged). One query on a cache hit; another search's id, or another team's, is "not found".
 */
export async function getSearchResultJson(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  searchId: string,
): Promise<string> {
  const leadsOfSearch = and(eq(businessResults.searchId, searchId), ofTeam(businessResults, scope));
  const [row] = await db
    .select({
      search: searchHistory,
      revision:
        sql<number>`(select coalesce(max(${businessResults.revision}), 0) from ${businessResults} where ${leadsOfSearch})`.mapWith(
          Number,
        ),
      count: sql<number>`(select count(*) from ${businessResults} where ${leadsOfSearch})`.mapWith(Number),
    })
    .from(searchHistory)
    .where(and(eq(searchHistory.id, searchId), ofTeam(searchHistory, scope)))
    .limit(1);
  if (!row) throw notFound('Search');
  const cache = cacheFor(db);
  const key = `${scope.teamId}:${searchId}`;
  let cached = cache.get(key);
  if (!cached || cached.revision !== row.revision || cached.count !== row.count) {
    // Read after the check: if leads changed in between, this entry carries newer leads under an older
    // revision, and the next read simply reads them again.
    const { leads } = await findSearchLeads(db, scope, searchId);
    cached = { revision: row.revision, count: row.count, leadsJson: JSON.stringify(leads) };
    cache.set(key, cached);
  }
  return `{"search":${JSON.stringify(toSearchSummary(row.search))},"leads":${cached.leadsJson}}`;
}

import { and, eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { TLead } from '@contracts/search';
import type { Db } from '../../db/client';
import { businessResults, searchHistory } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { ofTeam, type TeamScope } from '../../lib/team-scope';
import { findSearchLeads } from './search-queries';
import { toSearchSummary } from './to-lead';

type Cached = { revision: number; count: number; leads: TLead[]; leadsJson: string };

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
        // The text (2 bytes a character) and the objects it was made from (about as much again).
        sizeCalculation: (entry) => Math.max(1, entry.leadsJson.length * 4),
      })),
    );
  return cache;
}

/**
 * A search (always read fresh) and its leads in order (from the cache while unchanged). One query on a cache hit;
 * another search's id, or another team's, is "not found".
 */
async function readSearchResult(db: Db, scope: Pick<TeamScope, 'teamId'>, searchId: string) {
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
    cached = { revision: row.revision, count: row.count, leads, leadsJson: JSON.stringify(leads) };
    cache.set(key, cached);
  }
  return { search: row.search, cached };
}

/** GET /api/searches/:id as a JSON text: the search and its leads. */
export async function getSearchResultJson(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  searchId: string,
): Promise<string> {
  const { search, cached } = await readSearchResult(db, scope, searchId);
  return `{"search":${JSON.stringify(toSearchSummary(search))},"leads":${cached.leadsJson}}`;
}

/** Where the previous page ended: the last lead's place in the search and its id. */
export type TLeadPageCursor = { position: number; id: string };

/**
 * One page of a search's leads in the search's order, after `after` (the public API, decision 113), cut from the
 * same cached leads as the whole result: a page costs the one query of a cache hit however deep it is. A cursor
 * whose lead has gone since goes on with the first lead placed after it.
 */
export async function getSearchLeadPage(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  searchId: string,
  page: { after?: TLeadPageCursor; limit: number },
): Promise<{ leads: TLead[]; next: TLeadPageCursor | null }> {
  const { leads } = (await readSearchResult(db, scope, searchId)).cached;
  const { after, limit } = page;
  let start = 0;
  if (after) {
    const at = leads.findIndex((lead) => lead.id === after.id);
    start = at >= 0 ? at + 1 : leads.findIndex((lead) => lead.position > after.position);
    if (start < 0) start = leads.length;
  }
  const slice = leads.slice(start, start + limit);
  const last = slice.at(-1);
  const more = start + limit < leads.length;
  return { leads: slice, next: more && last ? { position: last.position, id: last.id } : null };
}

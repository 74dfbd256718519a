import { sql, type SQL } from 'drizzle-orm';
import type { TLeadMarker, TLeadMarkersResponse } from '@contracts/leads';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { searchesOfSweep } from '../../lib/sweep-searches';
import { rowsOf } from './rows-of';
import { type TeamScope } from '../../lib/team-scope';

type TMarkerRow = {
  lead_id: string;
  country: string | null;
  seen_search_id: string | null;
  seen_niche: string | null;
  seen_location: string | null;
  seen_created_at: string | null;
  last_contacted: string | null;
  lists: { id: string; name: string; color: string }[] | string | null;
};

const ISO_UTC = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/**
 * For every lead of a search, list or sweep: the most recent earlier search that found the same place ("Seen
 * before"), the lists holding any copy of it, and the latest contact date on any copy. Copies are the user's
 * rows of the team with the same Google place id; every join names the team.
 */
export async function findLeadMarkers(
  db: Db,
  scope: TeamScope,
  target: { searchId?: string; listId?: string; sweepId?: string },
): Promise<TLeadMarkersResponse> {
  let targetFilter: SQL;
  if (target.sweepId) {
    const found = rowsOf<{ id: string }>(
      await db.execute(sql`select id from sweeps where id = ${target.sweepId} and team_id = ${scope.teamId}`),
    );
    if (found.length === 0) throw notFound('Sweep');
    targetFilter = sql`b.search_id in (${searchesOfSweep(scope.teamId, target.sweepId)})`;
  } else if (target.searchId) {
    const found = rowsOf<{ id: string }>(
      await db.execute(
        sql`select id from search_history where id = ${target.searchId} and team_id = ${scope.teamId}`,
      ),
    );
    if (found.length === 0) throw notFound('Search');
    targetFilter = sql`b.search_id = ${target.searchId}`;
  } else {
    const found = rowsOf<{ id: string }>(
      await db.execute(
        sql`select id from lead_lists where id = ${target.listId!} and team_id = ${scope.teamId}`,
      ),
    );
    if (found.length === 0) throw notFound('List');
    targetFilter = sql`b.id in (select m.business_id from lead_list_members m where m.list_id = ${target.listId!})`;
  }

  const result = await db.execute(sql`
    with cur as (
      select b.id, b.google_place_id, b.country, b.search_id, s.created_at as search_created_at
      from business_results b join search_history s on s.id = b.search_id
      where b.team_id = ${scope.teamId} and ${targetFilter}
    ),
    copies as (
      select cur.id as lead_id, cur.id as copy_id from cur
      union
      select cur.id, o.id from cur
      join business_results o on o.team_id = ${scope.teamId} and o.google_place_id = cur.google_place_id
      where cur.google_place_id is not null
    ),
    seen as (
      select distinct on (cur.id) cur.id as lead_id, s.id as search_id, s.niche, s.location, s.created_at
      from cur
      join copies c on c.lead_id = cur.id
      join business_results o on o.id = c.copy_id
      join search_history s on s.id = o.search_id and s.team_id = ${scope.teamId}
      where o.search_id <> cur.search_id and s.created_at < cur.search_created_at
      order by cur.id, s.created_at desc
    ),
    contacted as (
      select c.lead_id, max(o.last_contacted_date) as last_contacted
      from copies c join business_results o on o.id = c.copy_id
      group by c.lead_id
    ),
    in_lists as (
      select x.lead_id, json_agg(json_build_object('id', x.id, 'name', x.name, 'color', x.color) order by x.name, x.id) as lists
      from (
        select distinct c.lead_id, l.id, l.name, l.color
        from copies c
        join lead_list_members m on m.business_id = c.copy_id
        join lead_lists l on l.id = m.list_id and l.team_id = ${scope.teamId}
      ) x
      group by x.lead_id
    )
    select cur.id as lead_id, cur.country,
      seen.search_id as seen_search_id, seen.niche as seen_niche, seen.location as seen_location,
      to_char(seen.created_at at time zone 'UTC', ${sql.raw(ISO_UTC)}) as seen_created_at,
      to_char(contacted.last_contacted, 'YYYY-MM-DD') as last_contacted,
      in_lists.lists
    from cur
    left join seen on seen.lead_id = cur.id
    left join contacted on contacted.lead_id = cur.id
    left join in_lists on in_lists.lead_id = cur.id
  `);

  const markers: Record<string, TLeadMarker> = {};
  for (const row of rowsOf<TMarkerRow>(result)) {
    const lists =
      typeof row.lists === 'string' ? (JSON.parse(row.lists) as TLeadMarker['lists']) : (row.lists ?? []);
    markers[row.lead_id] = {
      country: row.country,
      seenBefore:
        row.seen_search_id && row.seen_created_at
          ? {
              searchId: row.seen_search_id,
              niche: row.seen_niche ?? '',
              location: row.seen_location ?? '',
              createdAt: row.seen_created_at,
            }
          : null,
      lists,
      lastContactedDate: row.last_contacted,
    };
  }
  return { markers };
}
